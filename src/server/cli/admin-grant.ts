// npm run admin:grant -- EMAIL : gives an existing account the admin role, on the configured database.
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { grantAdmin } from "../account/provision";

const email = process.argv[2];
if (!email) {
  console.error("Usage : npm run admin:grant -- adresse@exemple.fr");
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (await grantAdmin(database.db, email)) {
    console.log(`${email} est maintenant administrateur.`);
  } else {
    console.error(`Aucun compte confirmé n'existe avec l'adresse ${email} : le titulaire doit d'abord confirmer son adresse.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
