// Ceph's radosgw as the shop's S3: a real object store that checks every request's signature. One monitor, one OSD
// keeping its objects in memory (memstore), one gateway, all on 127.0.0.1 in the temp dir. Settings from
// /work/shared/OPERATIONS-FACTS.md: without `ms mon client mode = crc` radosgw waits 300 s in AUTH_CONNECTING.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, PutBucketPolicyCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { ensureDebianPackages } from "../lib/debian-packages.mjs";
import { answers, run, spawnLogged, stopProcess, waitFor } from "../lib/processes.mjs";

/**
 * Starts the cluster and the gateway. Ports: monPort (monitor), port (S3), and the 40 ports from internalPorts on for
 * the OSD's messengers. Resolves with the S3 settings once a signed put and get went through and a wrong secret was
 * refused.
 */
export async function startCephS3({ dir, port, monPort, internalPorts, bucket = "boutique" }) {
  await ensureDebianPackages([
    { path: "/usr/bin/ceph-mon", pkg: "ceph-mon" },
    { path: "/usr/bin/ceph-osd", pkg: "ceph-osd" },
    { path: "/usr/bin/radosgw", pkg: "radosgw" },
  ]);
  const folders = Object.fromEntries(["mon", "osd", "run", "log", "rgw"].map((name) => [name, path.join(dir, name)]));
  for (const folder of Object.values(folders)) mkdirSync(folder, { recursive: true });
  const fsid = randomUUID();
  const conf = path.join(dir, "ceph.conf");
  writeFileSync(conf, cephConf({ dir, fsid, monPort, internalPorts, port, folders }));
  writeFileSync(path.join(dir, "keyring"), "");
  const cephArgs = ["-c", conf];
  const logFile = path.join(folders.log, "services.log");
  const children = [];
  const daemon = (command, args, name) => {
    const child = spawnLogged(command, [...cephArgs, ...args, "-f"], { logFile: path.join(folders.log, `${name}.out`) });
    children.push(child);
    return child;
  };

  try {
    await run("monmaptool", ["--create", "--fsid", fsid, "--addv", "a", `[v2:127.0.0.1:${monPort}]`, path.join(dir, "monmap")], {
      logFile,
    });
    await run("ceph-mon", [...cephArgs, "--mkfs", "-i", "a", "--monmap", path.join(dir, "monmap")], { logFile });
    const mon = daemon("ceph-mon", ["-i", "a"], "mon");
    await waitFor(() => run("ceph", [...cephArgs, "--connect-timeout", "5", "mon", "stat"], { timeoutMs: 10_000 }), {
      what: "the Ceph monitor",
      child: mon,
      logFile: path.join(folders.log, "mon.a.log"),
    });

    const osdUuid = randomUUID();
    const osdId = (await run("ceph", [...cephArgs, "osd", "new", osdUuid], { logFile })).trim();
    mkdirSync(path.join(folders.osd, osdId));
    await run("ceph-osd", [...cephArgs, "-i", osdId, "--mkfs", "--osd-uuid", osdUuid], { logFile });
    const osd = daemon("ceph-osd", ["-i", osdId], "osd");
    await waitFor(async () => JSON.parse(await run("ceph", [...cephArgs, "osd", "stat", "-f", "json"])).num_up_osds === 1, {
      what: "the Ceph OSD",
      child: osd,
      logFile: path.join(folders.log, `osd.${osdId}.log`),
    });

    const gateway = daemon("radosgw", ["-n", "client.rgw.a", "--no-mon-config"], "rgw");
    const endpoint = `http://127.0.0.1:${port}`;
    await waitFor(() => answers(endpoint), {
      what: "radosgw",
      timeoutMs: 60_000,
      child: gateway,
      logFile: path.join(folders.log, "client.rgw.a.log"),
    });

    const credentials = {
      accessKeyId: `REHEARSAL${randomBytes(6).toString("hex").toUpperCase()}`,
      secretAccessKey: randomBytes(20).toString("hex"),
    };
    await run(
      "radosgw-admin",
      [
        ...cephArgs,
        "user",
        "create",
        "--uid",
        "boutique",
        "--display-name",
        "Boutique Solidaire",
        "--access-key",
        credentials.accessKeyId,
        "--secret",
        credentials.secretAccessKey,
      ],
      { logFile },
    );
    const s3 = { endpoint, region: "default", credentials, bucket };
    await createBucket(s3, bucket);
    await checkSignatures(s3);

    return {
      ...s3,
      logFile,
      /** Another bucket of the same user (the restore's fresh bucket). */
      createBucket: (name) => createBucket(s3, name),
      stop: async () => {
        // The gateway first, the monitor last: each one still finds the ones it talks to while it stops.
        for (const child of [...children].reverse()) await stopProcess(child, { timeoutMs: 10_000 });
      },
    };
  } catch (error) {
    for (const child of [...children].reverse()) await stopProcess(child, { timeoutMs: 5_000 });
    throw error;
  }
}

function cephConf({ dir, fsid, monPort, internalPorts, port, folders }) {
  return `[global]
fsid = ${fsid}
mon host = v2:127.0.0.1:${monPort}
mon initial members = a
# One machine, loopback only: no cephx inside the cluster (S3 clients still sign every request to radosgw).
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
ms mon cluster mode = crc
ms mon service mode = crc
ms client mode = crc
ms cluster mode = crc
ms service mode = crc
ms bind ipv6 = false
public addr = 127.0.0.1
ms bind port min = ${internalPorts}
ms bind port max = ${internalPorts + 39}
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
mon max pg per osd = 1000
# The shared disk may be fuller than Ceph's 30 % warning; the OSD keeps its objects in memory anyway.
mon data avail warn = 5
mon data avail crit = 1
run dir = ${folders.run}
admin socket = ${folders.run}/$name.asok
log file = ${folders.log}/$name.log
pid file = ${folders.run}/$name.pid
keyring = ${dir}/keyring
[mon.a]
mon data = ${folders.mon}/a
[osd]
osd data = ${folders.osd}/$id
osd objectstore = memstore
memstore device bytes = 1073741824
[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:${port}
rgw data = ${folders.rgw}
`;
}

function client({ endpoint, region, credentials }) {
  // A copy: the SDK writes its own notes into the credentials object it is given.
  return new S3Client({ endpoint, region, credentials: { ...credentials }, forcePathStyle: true });
}

/** A bucket whose objects anyone may read, as the shop expects: browsers load the pictures from it directly. */
async function createBucket(s3, name) {
  const c = client(s3);
  await c.send(new CreateBucketCommand({ Bucket: name }));
  const policy = {
    Version: "2012-10-17",
    Statement: [{ Effect: "Allow", Principal: "*", Action: ["s3:GetObject"], Resource: [`arn:aws:s3:::${name}/*`] }],
  };
  await c.send(new PutBucketPolicyCommand({ Bucket: name, Policy: JSON.stringify(policy) }));
  c.destroy();
}

/** A signed put and get go through; a wrong secret is refused: radosgw really checks what the shop signs. */
async function checkSignatures(s3) {
  const c = client(s3);
  const body = `vérification ${Date.now()}`;
  await c.send(new PutObjectCommand({ Bucket: s3.bucket, Key: "rehearsal-check.txt", Body: body }));
  const read = await (await c.send(new GetObjectCommand({ Bucket: s3.bucket, Key: "rehearsal-check.txt" }))).Body.transformToString();
  c.destroy();
  if (read !== body) throw new Error(`radosgw gave back "${read}" instead of "${body}"`);
  const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/rehearsal-check.txt`);
  if (anonymous.status !== 200) throw new Error(`radosgw refused a browser's read of a stored object (${anonymous.status})`);
  const wrong = client({ ...s3, credentials: { ...s3.credentials, secretAccessKey: "not-the-secret" } });
  const refused = await wrong.send(new GetObjectCommand({ Bucket: s3.bucket, Key: "rehearsal-check.txt" })).then(
    () => null,
    (error) => error.name,
  );
  wrong.destroy();
  if (refused !== "SignatureDoesNotMatch") throw new Error(`radosgw accepted or mis-refused a wrong secret (${refused ?? "accepted"})`);
}
