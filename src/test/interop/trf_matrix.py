#!/usr/bin/env python3
"""Runs bbpPairings and TieBreakServer over Hakem's TRF files and prints the interoperability matrix of docs/trf.md.

Files (written to OUT/files, named KIND--NAME--ENCODING.trf):
  generated  Swiss tournaments of `hakem-cli.jar generate` (FIDE Dutch engine), 2-1-0 and 1-0.5-0 scoring;
  finished / running / running-pairings
             the individual events of a running Hakem server (--url; the demo data holds a finished round robin
             and a running Swiss in round 1; with --auth the script adds a running Swiss of 13 players with Turkish
             names, 3 rounds played and round 4 paired, half of its results in): its TRF export, and for an event
             with an unfinished round also the export with ?unfinished=pairings (the pairing with no results, which
             only Hakem reads);
  team       the team events of the server (TRF with team records 310/300); with --auth the script first imports the
             Czech team championship of the corpus (--team-pdn);
each in UTF-8 (the default) and in Latin-1 (?encoding=latin-1&transliterate=true, generate --encoding latin-1).

Programs (none of their code is kept here; build them yourself, see README.md):
  bbpPairings  `bbpPairings.exe --dutch FILE -c`: read = exit code 0; agree = no discrepancy reported for any round
               (Swiss files only: a round robin is not paired by the Dutch rules); for a running event also
               `bbpPairings.exe --dutch FILE -p OUT`: agree = its pairing of the unfinished round has the games of
               Hakem's (the same pairs; colours not compared);
  TieBreakServer `tiebreakchecker.py -i FILE -o - -dT -t PTS BH SB -n R`, as it reads by default (Latin-1) and
               with `-b utf-8`: read = it prints the table; agree = every player's PTS, BH and SB equal Hakem's
               `hakem-cli.jar standings FILE --tiebreaks PTS,BH,SB --after-round R` (within 0.001), R the last
               round with a game (a running event's file may end in a round that holds only its byes); for a team
               file `-t PTS PTS:GP` against the match and game points of `hakem-cli.jar standings --teams FILE`.

Prints one line per program x kind x encoding: files read / files, files agreeing / files, values agreeing / values;
then the first failures.
"""
import argparse
import json
import os
import subprocess
import sys
import urllib.request
import base64

SCORINGS = ["2-1-0", "1-0.5-0"]
SIZES = [(10, 5), (11, 6), (14, 7), (20, 7), (25, 9), (31, 9), (40, 9), (51, 11)]


def run(cmd, cwd=None, timeout=600):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def generated(args, files):
    for scoring in SCORINGS:
        for seed, (players, rounds) in enumerate(SIZES, 1):
            for enc in ("utf-8", "latin-1"):
                name = "generated--%s-%dx%d-s%d--%s.trf" % (scoring, players, rounds, seed, enc)
                out = os.path.join(files, name)
                rc, _, err = run([args.java, "-jar", args.jar, "generate", "--players", str(players), "--rounds",
                                  str(rounds), "--seed", str(seed), "--scoring", scoring, "--encoding", enc,
                                  "-o", out])
                if rc != 0:
                    sys.exit("generate failed: " + err)


def fetch(url, auth, method="GET", body=None):
    req = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode())
    if body is not None:
        req.add_header("Content-Type", "application/json")
    if auth:
        req.add_header("Authorization", "Basic " + base64.b64encode(auth.encode()).decode())
    with urllib.request.urlopen(req) as r:
        return r.read()


NAMES = ["Şahin Yılmaz", "Gökçe Öztürk", "İlker Çelik", "Işıl Doğan", "Ayşe Kaya", "Müge Şen", "Oğuz Aydın",
         "Çağla Güneş", "Ümit Koç", "Ece Akın", "Barış Erdoğan", "Zeynep Uğur", "Tolga Işık"]


def running_swiss(base, auth, tag):
    """A Swiss of 13 players (Turkish names), 7 rounds: rounds 1-3 played, round 4 paired with a requested half-point
    bye and results on its odd boards only. Returns its id."""
    t = json.loads(fetch(base + "api/tournaments", auth, "POST", {
        "name": "Interop Şişli " + tag, "variant": "turkish", "system": "SWISS", "rounds": 7, "scoring": "2-1-0",
        "tieBreaks": "fmjd"}))["id"]
    entries = {}
    for i, name in enumerate(NAMES, 1):
        p = json.loads(fetch(base + "api/players", auth, "POST", {"name": "%s %s" % (name, tag), "rating": 2300 - 15 * i}))
        e = json.loads(fetch(base + "api/tournaments/%d/entries" % t, auth, "POST", {"playerId": p["id"]}))
        entries[i] = e["id"]
    fetch(base + "api/tournaments/%d/entries/%d/byes" % (t, entries[5]), auth, "POST", {"round": 4, "kind": "half"})
    for rnd in range(1, 5):
        fetch(base + "api/tournaments/%d/rounds" % t, auth, "POST", {})
        fetch(base + "api/tournaments/%d/rounds/%d/publish" % (t, rnd), auth, "POST", None)
        r = json.loads(fetch(base + "api/tournaments/%d/rounds/%d" % (t, rnd), auth))
        for b in r["boards"]:
            if b["bye"] or (rnd == 4 and b["board"] % 2 == 0):
                continue
            result = ["1-0", "=", "0-1"][(b["board"] + rnd) % 3]
            fetch(base + "api/tournaments/%d/rounds/%d/boards/%d" % (t, rnd, b["board"]), auth, "PUT",
                  {"result": result, "version": b["version"]})
    return t


def exported(args, files):
    base = args.url.rstrip("/") + "/"
    if args.auth:
        running_swiss(base, args.auth, str(os.getpid()))
    if args.auth and args.team_pdn:
        with open(args.team_pdn, "rb") as f:
            req = urllib.request.Request(base + "api/teams/import?variant=czech&boards=4", data=f.read(), method="POST")
        req.add_header("Content-Type", "text/plain;charset=ISO-8859-1")
        req.add_header("Authorization", "Basic " + base64.b64encode(args.auth.encode()).decode())
        urllib.request.urlopen(req).read()
    for team in json.loads(fetch(base + "api/teams", args.auth)):
        for enc, query in (("utf-8", ""), ("latin-1", "?encoding=latin-1&transliterate=true")):
            data = fetch(base + "api/teams/%d/export/trf%s" % (team["id"], query), args.auth)
            with open(os.path.join(files, "team--team%d--%s.trf" % (team["id"], enc)), "wb") as f:
                f.write(data)
    listing = json.loads(fetch(base + "api/tournaments", args.auth))
    items = listing.get("items", listing) if isinstance(listing, dict) else listing
    for t in items:
        tid = t["id"]
        for enc, query in (("utf-8", ""), ("latin-1", "?encoding=latin-1&transliterate=true")):
            data = fetch(base + "api/tournaments/%d/export/trf%s" % (tid, query), args.auth)
            pairings = fetch(base + "api/tournaments/%d/export/trf%s%sunfinished=pairings"
                             % (tid, query, "&" if query else "?"), args.auth)
            kind = "finished" if data == pairings else "running"
            with open(os.path.join(files, "%s--event%d--%s.trf" % (kind, tid, enc)), "wb") as f:
                f.write(data)
            if kind == "running":
                with open(os.path.join(files, "running-pairings--event%d--%s.trf" % (tid, enc)), "wb") as f:
                    f.write(pairings)


def is_swiss(path):
    with open(path, "rb") as f:
        text = f.read().decode("latin-1")
    return not any(line.startswith("092") and ("ROBIN" in line.upper() or "BERGER" in line.upper())
                   for line in text.splitlines())


def bbp(args, path):
    rc, out, err = run([args.bbp, "--dutch", path, "-c"])
    if rc != 0:
        return False, None, (err or out).strip().splitlines()[:1]
    problems = [l for l in out.splitlines() if l.strip() and "Round #" not in l]
    if not is_swiss(path):
        return True, None, []
    return True, not problems, problems[:1]


def last_round_pairs(path):
    """The games of the last round of a TRF file (as {frozenset of two start numbers}); white first is not compared."""
    with open(path, "rb") as f:
        lines = [l for l in f.read().decode("utf-8", "replace").splitlines() if l.startswith("001")]
    rounds = max((len(l) - 91 + 9) // 10 for l in lines)
    col = 91 + (rounds - 1) * 10
    pairs = set()
    for l in lines:
        opp = l[col:col + 4].strip()
        if opp and opp != "0000":
            pairs.add(frozenset((int(l[4:8]), int(opp))))
    return pairs


def bbp_pairs(args, path, hakem_file):
    """bbpPairings -p on a running event's file: its pairing of the next round equals Hakem's (from hakem_file)."""
    out = path + ".pairs"
    rc, _, err = run([args.bbp, "--dutch", path, "-p", out])
    if rc != 0:
        return False, None, [err.strip()[:200]]
    with open(out) as f:
        rows = f.read().split()[1:]
    os.remove(out)
    theirs = {frozenset((int(rows[i]), int(rows[i + 1]))) for i in range(0, len(rows), 2) if rows[i + 1] != "0"}
    ours = last_round_pairs(hakem_file)
    return True, theirs == ours, [] if theirs == ours else ["bbpPairings %s, Hakem %s" % (
        sorted(tuple(sorted(p)) for p in theirs), sorted(tuple(sorted(p)) for p in ours))]


def rounds_with_games(path):
    """The last round in which some game is recorded (a running event's file may end in a round of byes only)."""
    with open(path, "rb") as f:
        lines = [l for l in f.read().decode("utf-8", "replace").splitlines() if l.startswith("001")]
    last = 0
    for l in lines:
        for r in range(1, (len(l) - 91 + 9) // 10 + 1):
            opp = l[81 + 10 * r:85 + 10 * r].strip()
            if opp and opp != "0000":
                last = max(last, r)
    return last


def hakem_values(args, path, team):
    if team:
        rc, out, err = run([args.java, "-jar", args.jar, "standings", "--teams", path])
        if rc != 0:
            return None
        # rank, team, name, MP, GP, ...: match points and game points by team number
        return {int(f[1]): [float(f[3]), float(f[4])] for f in (l.split("\t") for l in out.splitlines()[1:])}
    rc, out, err = run([args.java, "-jar", args.jar, "standings", path, "--tiebreaks", "PTS,BH,SB",
                        "--after-round", str(rounds_with_games(path))])
    if rc != 0:
        return None
    rows = {}
    for line in out.splitlines()[1:]:
        f = line.split("\t")
        rows[int(f[0])] = [float(x) for x in f[1:4]]
    return rows


def tbs(args, path, encoding, hakem, team):
    names = ["PTS", "PTS:GP"] if team else ["PTS", "BH", "SB"]
    cmd = [sys.executable, "tiebreakchecker.py", "-i", os.path.abspath(path), "-o", "-", "-dT", "-t"] + names
    if not team:
        cmd += ["-n", str(rounds_with_games(path))]
    if encoding:
        cmd += ["-b", encoding]
    rc, out, err = run(cmd, cwd=args.tbs)
    lines = out.splitlines()
    if not lines or not lines[0].startswith("StartNo"):
        return False, None, 0, 0, [l for l in (out + err).splitlines() if l.strip()][:2]
    header = lines[0].split("\t")
    cols = [header.index(c) for c in names]
    values = agree = 0
    first = []
    for line in lines[1:]:
        f = line.split("\t")
        if len(f) < len(header) or not f[0].strip().isdigit():
            continue
        no = int(f[0])
        for i, c in enumerate(cols):
            values += 1
            ours = hakem.get(no, [None] * len(cols))[i] if hakem else None
            if ours is not None and abs(float(f[c]) - ours) < 0.001:
                agree += 1
            elif len(first) < 1:
                first.append("player %d %s: TieBreakServer %s, Hakem %s" % (no, header[c], f[c], ours))
    return True, agree == values, values, agree, first


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bbp", required=True, help="bbpPairings.exe")
    ap.add_argument("--tbs", required=True, help="TieBreakServer directory (holding tiebreakchecker.py)")
    ap.add_argument("--jar", default="target/hakem-cli.jar")
    ap.add_argument("--java", default="java", help="a Java 21+ runtime")
    ap.add_argument("--url", help="a running Hakem server, e.g. http://localhost:8080/ (else generated files only)")
    ap.add_argument("--auth", help="user:password of an admin or arbiter (to see draft rounds)")
    ap.add_argument("--team-pdn", default="src/test/data/corpus/czech/MR_Ceska_Dama_Druzstev_2008-a.pdn",
                    help="a team championship PDN the script imports as a team event (with --auth; '' for none)")
    ap.add_argument("--out", default="target/trf-interop")
    args = ap.parse_args()
    files = os.path.join(args.out, "files")
    os.makedirs(files, exist_ok=True)
    for f in os.listdir(files):
        os.remove(os.path.join(files, f))
    generated(args, files)
    if args.url:
        exported(args, files)

    rows = {}
    failures = []

    def count(key, ok, agree, values=0, agreeing=0, why=None, name=None):
        r = rows.setdefault(key, [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += 1 if ok else 0
        if agree is not None:
            r[2] += 1
            r[3] += 1 if agree else 0
        r[4] += values
        r[5] += agreeing
        if why and len(failures) < 40:
            failures.append("%s %s: %s" % (" / ".join(key), name, "; ".join(why)))

    for name in sorted(os.listdir(files)):
        path = os.path.join(files, name)
        kind, _, enc = name[:-4].split("--")
        team = kind == "team"
        if not team:  # bbpPairings pairs individuals
            ok, agree, why = bbp(args, path)
            count(("bbpPairings -c", kind, enc), ok, agree, why=why, name=name)
        if kind == "running":
            ok, agree, why = bbp_pairs(args, path, path.replace("running--", "running-pairings--"))
            count(("bbpPairings -p (next round = Hakem's)", kind, enc), ok, agree, why=why, name=name)
        hakem = hakem_values(args, path, team)
        for label, b in (("TieBreakServer (reads Latin-1)", ""), ("TieBreakServer -b utf-8", "utf-8")):
            ok, agree, values, agreeing, why = tbs(args, path, b, hakem, team)
            count((label, kind, enc), ok, agree, values, agreeing, why=why, name=name)

    print("program\tkind\tencoding\tread\tagree (files)\tagree (values)")
    for key in sorted(rows):
        r = rows[key]
        print("%s\t%s\t%s\t%d/%d\t%s\t%s" % (key[0], key[1], key[2], r[1], r[0],
                                             "%d/%d" % (r[3], r[2]) if r[2] else "-",
                                             "%d/%d" % (r[5], r[4]) if r[4] else "-"))
    for f in failures:
        print("  " + f)


if __name__ == "__main__":
    main()
