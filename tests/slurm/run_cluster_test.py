#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""run_cluster_test.py --cli PATH --data DIR [--keep]: audit --emit-slurm's script on a real SLURM cluster.

Starts a one-node SLURM cluster on localhost (Debian's slurm-wlm and munge: munged, slurmctld, slurmd, all
from a temporary folder, on free ports, no accounting, no cgroups), writes the script with
`scansleuth-cli audit --emit-slurm` for two splits made of the real scans in DIR (tests/data/audit/
common_grid, with one scan copied into the test split: the leak the audit must find), runs it with bash as a
user would, waits for the array and the merge, and compares the merged audit.json with a single
`scansleuth-cli audit` over the same splits, then reruns one shard (`bash audit.sh 1`) and compares again. It
also asks for more CPUs than the node has and checks that the
sinfo warning names what to pass instead. The daemons are stopped and the folders removed on every exit
path (success, failure, Ctrl-C, SIGTERM).

The daemons need root: the test runs them directly when it is root, else through `sudo -n` (passwordless
sudo); the jobs run as the user who runs the test. Exit 0: passed; 1: failed (with the daemons' logs);
77: skipped, saying why (the SLURM or munge programs are missing, or neither root nor `sudo -n` works).
By hand, from a build folder: python3 ../tests/slurm/run_cluster_test.py --cli bin/scansleuth-cli \\
    --data ../tests/data/audit/common_grid [--keep]      (--keep leaves the folders for a look)
"""
import argparse
import json
import math
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

SKIP = 77
PROGRAMS = ["munged", "slurmctld", "slurmd", "sbatch", "squeue", "sinfo", "scontrol", "scancel"]
TRAIN = ["ge_epi.nii.gz", "nibabel_anatomical.nii.gz", "nibabel_example4d.nii.gz", "nibabel_functional.nii.gz"]
TEST = ["siemens_epi.nii.gz", "siemens_xa10.nii.gz"]
LEAK = ("nibabel_functional.nii.gz", "copy_of_functional.nii.gz")  # train file, its copy in test
SHARDS = 3
DEADLINE_S = 300  # the whole run; ctest's TIMEOUT is 600, so the cleanup always runs before a kill


class Failure(Exception):
    pass


class Skip(Exception):
    pass


def log(message):
    print(f"[slurm-test {time.strftime('%H:%M:%S')}] {message}", flush=True)


def run(cmd, check=True, env=None, timeout=60, input=None):
    p = subprocess.run(cmd, env=env, timeout=timeout, input=input, capture_output=True, text=True)
    if check and p.returncode != 0:
        raise Failure(f"{' '.join(cmd)} exited {p.returncode}:\n{p.stdout}{p.stderr}")
    return p


def free_ports(n):
    socks, ports = [], []
    for _ in range(n):
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        socks.append(s)
        ports.append(s.getsockname()[1])
    for s in socks:
        s.close()
    return ports


def privilege():
    """The prefix that runs a command as root: [] as root, ['sudo', '-n'] with passwordless sudo."""
    if os.geteuid() == 0:
        return []
    if shutil.which("sudo"):
        if subprocess.run(["sudo", "-n", "true"], capture_output=True).returncode == 0:
            return ["sudo", "-n"]
        raise Skip("slurmd and munged need root: this user is not root and `sudo -n true` asks for a password")
    raise Skip("slurmd and munged need root: this user is not root and there is no sudo")


class Cluster:
    """munged, slurmctld and slurmd from one root-owned folder; clients through SLURM_CONF."""

    def __init__(self, sudo, keep):
        self.sudo, self.keep = sudo, keep
        self.host = socket.gethostname().split(".")[0]
        # Root-owned, 0755: munged refuses a key below a folder another user owns or may write.
        self.root = run(sudo + ["mktemp", "-d", "/tmp/scansleuth-slurm-daemons.XXXXXX"]).stdout.strip()
        self.conf = f"{self.root}/slurm.conf"
        self.socket = f"{self.root}/run/munge.socket"
        self.env = dict(os.environ, SLURM_CONF=self.conf)
        for var in ("SLURM_JOB_ID", "SLURM_ARRAY_JOB_ID", "SLURM_CPUS_PER_TASK", "SBATCH_PARTITION"):
            self.env.pop(var, None)
        self.cpus = len(os.sched_getaffinity(0))
        with open("/proc/meminfo") as f:
            total_mb = int(re.search(r"MemTotal:\s+(\d+)", f.read()).group(1)) // 1024
        self.memory_mb = max(512, total_mb // 2)  # below what slurmd measures, so it never drains the node

    def priv(self, cmd, **kw):
        return run(self.sudo + cmd, **kw)

    def write_root_file(self, path, text, mode):
        self.priv(["sh", "-c", f'cat > "$1" && chmod {mode} "$1"', "sh", path], input=text)

    def configure(self):
        r = self.root
        self.priv(["chmod", "0755", r])
        self.priv(["mkdir", "-p", f"{r}/munge", f"{r}/run", f"{r}/state", f"{r}/spool", f"{r}/log"])
        self.priv(["chmod", "0700", f"{r}/munge", f"{r}/state", f"{r}/spool"])
        self.priv(["chmod", "0755", f"{r}/run", f"{r}/log"])
        self.priv(["sh", "-c", f'head -c 1024 /dev/urandom > "$1" && chmod 0400 "$1"', "sh", f"{r}/munge/munge.key"])
        ctld_port, slurmd_port = free_ports(2)
        self.write_root_file(self.conf, f"""# A one-node cluster for tests/slurm/run_cluster_test.py
ClusterName=scansleuthtest
SlurmctldHost={self.host}(127.0.0.1)
SlurmctldPort={ctld_port}
SlurmdPort={slurmd_port}
SlurmUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket={self.socket}
StateSaveLocation={r}/state
SlurmdSpoolDir={r}/spool
SlurmctldPidFile={r}/run/slurmctld.pid
SlurmdPidFile={r}/run/slurmd.pid
SlurmctldLogFile={r}/log/slurmctld.log
SlurmdLogFile={r}/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
MpiDefault=none
ReturnToService=2
SlurmdParameters=config_overrides
MinJobAge=600
NodeName={self.host} NodeHostname={self.host} NodeAddr=127.0.0.1 CPUs={self.cpus} RealMemory={self.memory_mb} State=UNKNOWN
PartitionName=audit Nodes={self.host} Default=YES MaxTime=INFINITE State=UP
""", "0644")

    def start(self):
        r = self.root
        self.priv(["munged", f"--socket={self.socket}", f"--key-file={r}/munge/munge.key",
                   f"--pid-file={r}/run/munged.pid", f"--log-file={r}/log/munged.log",
                   f"--seed-file={r}/munge/munged.seed"])
        self.priv(["slurmctld", "-f", self.conf, "-i"])
        self.priv(["slurmd", "-f", self.conf, "-N", self.host])

    def wait_idle(self, seconds=60):
        end = time.monotonic() + seconds
        state = ""
        while time.monotonic() < end:
            p = run(["sinfo", "-h", "-N", "-o", "%N %t"], check=False, env=self.env)
            state = p.stdout.strip() or p.stderr.strip()
            if p.returncode == 0 and state.split()[-1:] == ["idle"]:
                return
            time.sleep(1)
        raise Failure(f"the node did not become idle in {seconds} s (sinfo: {state!r})")

    def daemon_pids(self):
        """Every process whose command line names this cluster's folder (the daemons we started)."""
        pids = []
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as f:
                    words = f.read().split(b"\0")
            except OSError:
                continue
            if any(self.root.encode() in w for w in words) and int(entry) != os.getpid():
                pids.append(int(entry))
        return pids

    def logs(self):
        out = []
        for name in ("munged.log", "slurmctld.log", "slurmd.log"):
            p = run(self.sudo + ["tail", "-n", "25", f"{self.root}/log/{name}"], check=False)
            out.append(f"--- {self.root}/log/{name} (last lines)\n{p.stdout}{p.stderr}")
        return "\n".join(out)

    def stop(self, user_processes):
        run(["scancel", "--user", str(os.getuid())], check=False, env=self.env, timeout=20)
        end = time.monotonic() + 20
        while time.monotonic() < end and run(["squeue", "-h"], check=False, env=self.env, timeout=20).stdout.strip():
            time.sleep(1)
        for name in ("slurmd", "slurmctld", "munged"):
            pid_file = f"{self.root}/run/{name}.pid"
            p = run(self.sudo + ["cat", pid_file], check=False)
            if p.returncode == 0 and p.stdout.strip().isdigit():
                run(self.sudo + ["kill", p.stdout.strip()], check=False)
        end = time.monotonic() + 15
        while time.monotonic() < end and self.daemon_pids():
            time.sleep(0.5)
        left = self.daemon_pids() + user_processes()
        if left:
            log(f"still running after SIGTERM, killed: {left}")
            run(self.sudo + ["kill", "-KILL"] + [str(p) for p in left], check=False)
        if self.keep:
            log(f"kept {self.root}")
        else:
            run(self.sudo + ["rm", "-rf", "--", self.root], check=False)


def normalized_difference(a, b, path=""):
    """The first place where two JSON values differ; floats within 1e-9 (relative) are equal."""
    if isinstance(a, float) or isinstance(b, float):
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and (
                math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12) or (math.isnan(a) and math.isnan(b))):
            return None
        return f"{path}: {a!r} != {b!r}"
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} != {type(b).__name__}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return f"{path}/{k}: only in {'the merged audit' if k in b else 'the single run'}"
            d = normalized_difference(a[k], b[k], f"{path}/{k}")
            if d:
                return d
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} items != {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            d = normalized_difference(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    return None if a == b else f"{path}: {a!r} != {b!r}"


def make_splits(data, work):
    for split, names in (("train", TRAIN), ("test", TEST)):
        os.makedirs(f"{work}/{split}")
        for n in names:
            shutil.copyfile(f"{data}/{n}", f"{work}/{split}/{n}")
    shutil.copyfile(f"{data}/{LEAK[0]}", f"{work}/test/{LEAK[1]}")
    return ["--split", f"train={work}/train", "--split", f"test={work}/test"]


def check_warning(cli, splits, cluster, work):
    """More CPUs than the node has: the real sinfo must make emit-slurm say what to pass instead."""
    script = f"{work}/too-big.sh"
    p = run([cli, "audit", "--emit-slurm", script, *splits, "--shards", "2", "--cpus-per-task",
             str(cluster.cpus + 1), "--mem", "64M", "--out-dir", f"{work}/unused"], env=cluster.env)
    expected = f"Pass --cpus-per-task {cluster.cpus}, or"
    if "default partition 'audit'" not in p.stderr or expected not in p.stderr:
        raise Failure(f"no sinfo warning for {cluster.cpus + 1} CPUs on a {cluster.cpus}-CPU node:\n{p.stderr}")
    with open(script) as f:
        if "# WARNING (sinfo" not in f.read():
            raise Failure(f"{script} does not carry the warning")
    log(f"warning as expected: {p.stderr.strip()}")


def job_states(cluster, job):
    p = run(["scontrol", "-o", "show", "job", job], check=False, env=cluster.env)
    return re.findall(r"JobState=(\S+).*?Reason=(\S+)", p.stdout)


def wait_for(cluster, array_id, merge_id, deadline):
    while time.monotonic() < deadline:
        merge = job_states(cluster, merge_id)
        if merge and merge[0][0] == "COMPLETED":
            return
        if merge and merge[0][0] in ("FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL", "OUT_OF_MEMORY"):
            raise Failure(f"the merge job ended {merge[0][0]}; the array: {job_states(cluster, array_id)}")
        if merge and merge[0][1] == "DependencyNeverSatisfied":
            raise Failure(f"an array task failed, the merge never runs: {job_states(cluster, array_id)}")
        time.sleep(1)
    raise Failure(f"the jobs did not finish in time: array {job_states(cluster, array_id)}, "
                  f"merge {job_states(cluster, merge_id)}")


def submit_and_wait(cluster, script, tasks, expected_tasks, deadline):
    """Runs `bash SCRIPT [TASKS]` as a user would and waits until its array and merge have completed."""
    p = run(["bash", script, *tasks], env=cluster.env)
    m = re.search(r"fingerprint array (\d+) .* merge (\d+)", p.stdout)
    if not m:
        raise Failure(f"bash {script} did not say what it submitted:\n{p.stdout}{p.stderr}")
    array_id, merge_id = m.groups()
    log(f"submitted array {array_id} (tasks {tasks or 'all'}) and merge {merge_id}")
    wait_for(cluster, array_id, merge_id, deadline)
    states = job_states(cluster, array_id)
    if len(states) != expected_tasks or any(state != "COMPLETED" for state, _ in states):
        raise Failure(f"array {array_id}: {states}, expected {expected_tasks} completed tasks")


def compare(merged_path, reference):
    """The merged audit against the single run's: everything equal, and the one pair the copied scan."""
    with open(merged_path) as f:
        merged = json.load(f)
    pairs = [(x["a"]["case"], x["b"]["case"]) for x in merged.get("pairs", [])]
    if pairs != [LEAK]:
        raise Failure(f"the merged audit's pairs are {pairs}, not the copied scan {LEAK}")
    difference = normalized_difference(reference, merged)
    if difference:
        raise Failure(f"the merged audit differs from the single run at {difference}")
    log(f"merged audit equals the single run ({len(merged['records'])} records, {len(merged['findings'])} "
        f"findings, pairs {pairs})")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cli", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--keep", action="store_true")
    args = ap.parse_args()
    cli, deadline = os.path.abspath(args.cli), time.monotonic() + DEADLINE_S
    # SIGTERM (ctest, a CI runner) unwinds like Ctrl-C, through the cleanup below.
    signal.signal(signal.SIGTERM, _interrupt)
    cluster, work, started = None, None, time.monotonic()

    def user_processes():  # job processes still running on this run's folder
        return [int(e) for e in os.listdir("/proc") if e.isdigit() and work and _cmdline_has(e, work)]

    try:
        missing = [p for p in PROGRAMS if not shutil.which(p, path=os.environ.get("PATH", "") + ":/usr/sbin:/sbin")]
        if missing:
            raise Skip(f"{', '.join(missing)} not found: install slurm-wlm and munge (packaging/install-deps.sh)")
        sudo = privilege()
        log(f"daemons run {'through sudo -n' if sudo else 'as root'}; jobs as uid {os.getuid()}")
        # The daemons live in /usr/sbin, which the PATH of a user (or of a CI job) may lack.
        sudo += ["env", "PATH=/usr/sbin:/usr/bin:/sbin:/bin"]
        work = tempfile.mkdtemp(prefix="scansleuth-slurm-test.")
        cluster = Cluster(sudo, args.keep)
        cluster.configure()
        cluster.start()
        cluster.wait_idle()
        log(f"node {cluster.host} idle: {cluster.cpus} CPUs, {cluster.memory_mb} MB "
            f"({time.monotonic() - started:.1f} s)")
        splits = make_splits(args.data, work)
        check_warning(cli, splits, cluster, work)

        out, script = f"{work}/out", f"{work}/audit.sh"
        p = run([cli, "audit", "--emit-slurm", script, *splits, "--shards", str(SHARDS), "--cpus-per-task", "1",
                 "--mem", "256M", "--time", "10", "--out-dir", out], env=cluster.env)
        if "warning" in p.stderr:
            raise Failure(f"a warning for a request that fits:\n{p.stderr}")
        submit_and_wait(cluster, script, [], SHARDS, deadline)
        log(f"array and merge completed ({time.monotonic() - started:.1f} s)")

        single = run([cli, "audit", *splits, "--json", f"{work}/single.json", "--quiet"], check=False)
        if single.returncode != 9:  # 9: leakage found, the copied scan
            raise Failure(f"the single run exited {single.returncode}, not 9:\n{single.stderr}")
        with open(f"{work}/single.json") as f:
            reference = json.load(f)
        compare(f"{out}/audit.json", reference)

        # The documented rerun of one shard: `bash audit.sh 1` submits task 1 alone and a new merge.
        os.remove(f"{out}/shard-1-of-{SHARDS}.json")
        os.remove(f"{out}/audit.json")
        submit_and_wait(cluster, script, ["1"], 1, deadline)
        compare(f"{out}/audit.json", reference)
        log(f"rerun of shard 1 and its merge: the same audit ({time.monotonic() - started:.1f} s)")
        return 0
    except Skip as e:
        print(f"SKIP: {e}", flush=True)
        return SKIP
    except (Failure, subprocess.TimeoutExpired, OSError) as e:
        print(f"FAIL: {e}", flush=True)
        if cluster:
            print(cluster.logs(), flush=True)
            if work:
                for name in sorted(os.listdir(f"{work}/out/logs")) if os.path.isdir(f"{work}/out/logs") else []:
                    with open(f"{work}/out/logs/{name}", errors="replace") as f:
                        print(f"--- {name}\n{f.read()[-3000:]}")
        return 1
    except KeyboardInterrupt:
        print("FAIL: interrupted", flush=True)
        return 1
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a second SIGTERM must not cut the cleanup short
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        if cluster:
            cluster.stop(user_processes)
        if work and not args.keep:
            shutil.rmtree(work, ignore_errors=True)
        log(f"done in {time.monotonic() - started:.1f} s")


def _interrupt(signum, frame):
    raise KeyboardInterrupt()


def _cmdline_has(pid, text):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return text.encode() in f.read() and int(pid) != os.getpid()
    except OSError:
        return False


if __name__ == "__main__":
    sys.exit(main())
