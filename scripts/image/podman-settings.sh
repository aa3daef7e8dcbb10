# Podman's settings for one run of build-local.sh or smoke-local.sh, which source this file; the machine's own
# configuration stays as it is. `podman_settings DIR` writes them to DIR/containers.conf and points CONTAINERS_CONF
# there: runc, because crun refuses a machine with hybrid cgroups; limits the runtime may set, or it refuses to start
# the container: open files no more than the host's hard limit, processes 32768 (podman build's own default; 50 000
# was refused on a host whose hard limit is 96 365).
podman_settings() {
  export CONTAINERS_CONF="$1/containers.conf"
  cat >"$CONTAINERS_CONF" <<CONF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=32768:32768"]

[engine]
runtime = "runc"
CONF
}
