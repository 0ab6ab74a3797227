#!/usr/bin/env python3
"""Fills a Hakem of the previous release (2defaca, serve with its demo data) through its REST API.

Writes the ids it made to stdout as JSON. Usage: populate.py http://localhost:18080/ ADMIN_PASSWORD
"""
import base64
import json
import sys
import time
import urllib.error
import urllib.request

BASE = sys.argv[1]
ADMIN = "Basic " + base64.b64encode(("admin:" + sys.argv[2]).encode()).decode()
ARBITER = "Basic " + base64.b64encode("ayse:ayse-previous-release".encode()).decode()


def call(method, path, auth=None, body=None, ctype="application/json", expect=(200, 201, 202, 204)):
    data = None
    if body is not None:
        data = body.encode("utf-8") if isinstance(body, str) else json.dumps(body).encode("utf-8")
    req = urllib.request.Request(BASE + path, data=data, method=method)
    if auth:
        req.add_header("Authorization", auth)
    if data is not None:
        req.add_header("Content-Type", ctype)
    try:
        with urllib.request.urlopen(req) as r:
            text = r.read().decode("utf-8")
            status = r.status
    except urllib.error.HTTPError as e:
        text = e.read().decode("utf-8")
        status = e.code
    if status not in expect:
        raise SystemExit(f"{method} {path}: {status} {text}")
    return json.loads(text) if text.strip().startswith(("{", "[")) else text


PDN_TOURNAMENT = """[Event "Göç Açık"]
[White "Ayşe Kaya"]
[Black "Mehmet Demir"]
[Result "1-0"]
[GameType "30"]

1. c3-c4 f6-f5 2. b3-b4 g6-g5 1-0
"""

PDN_TEAM = """[Event "Göç Takım Ligi"]
[Result "1/2-1/2"]
[GameType "30"]

1. c3-c4 f6-f5 2. b3-b4 g6-g5 1/2-1/2
"""

PDN_ARCHIVE = """[Event "Göç Arşivi"]
[Site "Bursa"]
[Date "2026.10.01"]
[White "Şener Öztürk"]
[Black "İlkay Çelik"]
[Result "0-1"]
[GameType "30"]

1. c3-c4 f6-f5 2. b3-b4 g6-g5 0-1

[Event "Göç Arşivi"]
[Site "Bursa"]
[Date "2026.10.02"]
[White "İlkay Çelik"]
[Black "Şener Öztürk"]
[Result "1/2-1/2"]
[GameType "30"]

1. c3-c4 f6-f5 1/2-1/2
"""


def main():
    out = {}
    call("POST", "api/accounts", ADMIN, {"username": "ayse", "password": "ayse-previous-release", "role": "arbiter"})
    players = []
    for name, rating in [("Göç Bir", 2200), ("Göç İki", 2150), ("Göç Üç", 2100), ("Göç Dört", 2050),
                         ("Göç Beş", 2000), ("Göç Altı", 1950), ("Göç Yedi", 1900), ("Göç Sekiz", 1850)]:
        players.append(call("POST", "api/players", ARBITER, {"name": name, "federation": "TUR", "rating": rating})["id"])
    out["players"] = players

    # An individual round robin of four: round 1 paired, published, both results in, a game on board 1.
    t = call("POST", "api/tournaments", ARBITER, {
        "name": "Göç Açık", "place": "Bursa", "startDate": "2026-10-01", "endDate": "2026-10-03",
        "variant": "turkish", "system": "ROUND_ROBIN", "rounds": 3, "scoring": "2-1-0",
        "tieBreaks": "PTS,SB", "publicEvent": True})
    tid = t["id"]
    out["tournament"] = tid
    for p in players[:4]:
        call("POST", f"api/tournaments/{tid}/entries", ARBITER, {"playerId": p})
    call("PUT", f"api/tournaments/{tid}/status", ARBITER, {"status": "RUNNING"})
    call("POST", f"api/tournaments/{tid}/rounds", ARBITER, {})
    call("POST", f"api/tournaments/{tid}/rounds/1/publish", ARBITER)
    r1 = call("GET", f"api/tournaments/{tid}/rounds/1", ARBITER)
    results = ["1-0", "="]
    for b, res in zip(r1["boards"], results):
        call("PUT", f"api/tournaments/{tid}/rounds/1/boards/{b['board']}", ARBITER,
             {"result": res, "version": b["version"]})
    r1 = call("GET", f"api/tournaments/{tid}/rounds/1", ARBITER)
    b1 = r1["boards"][0]
    call("PUT", f"api/tournaments/{tid}/rounds/1/boards/1/game", ARBITER, {"pdn": PDN_TOURNAMENT, "version": b1["version"]})
    out["tournamentRound1"] = call("GET", f"api/tournaments/{tid}/rounds/1")

    # A team round robin of two teams of two boards: round 1 paired, published, line-ups, both boards decided.
    e = call("POST", "api/teams", ARBITER, {
        "name": "Göç Takım Ligi", "place": "Bursa", "startDate": "2026-10-05", "variant": "turkish",
        "system": "ROUND_ROBIN", "rounds": 0, "boards": 2, "reserves": 0, "publicEvent": True})
    eid = e["id"]
    out["teamEvent"] = eid
    teams = []
    for i, name in enumerate(["Göç Spor", "Çınar Kulübü"]):
        team = call("POST", f"api/teams/{eid}/teams", ARBITER, {"name": name, "club": name, "federation": "TUR"})
        for p in players[4 + 2 * i: 6 + 2 * i]:
            call("POST", f"api/teams/{eid}/teams/{team['id']}/members", ARBITER, {"playerId": p})
        teams.append(team["id"])
    call("PUT", f"api/teams/{eid}/status", ARBITER, {"status": "RUNNING"}, expect=(200, 204, 400))
    call("POST", f"api/teams/{eid}/rounds", ARBITER)
    call("POST", f"api/teams/{eid}/rounds/1/publish", ARBITER)
    event = call("GET", f"api/teams/{eid}", ARBITER)
    members = {t["id"]: [m["id"] for m in t["members"]] for t in event["teams"]}
    match_path = f"api/teams/{eid}/rounds/1/matches/1"
    for team_id in teams:
        m = call("GET", match_path)
        call("PUT", f"{match_path}/lineups/{team_id}", ARBITER, {"version": m["version"], "players": members[team_id]})
    m = call("GET", match_path)
    for b, res in zip(m["boards"], ["1-0", "="]):
        call("PUT", f"{match_path}/boards/{b['board']}", ARBITER, {"version": b["version"], "result": res})
    m = call("GET", match_path)
    b2 = m["boards"][1]
    call("PUT", f"{match_path}/boards/2/game", ARBITER, {"version": b2["version"], "pdn": PDN_TEAM})
    out["teamMatch"] = call("GET", match_path)

    # A file import into the archive, beside the demo collection and the events' games.
    run = call("POST", "api/archive/imports?name=goc-arsivi.pdn", ARBITER, PDN_ARCHIVE, ctype="application/x-pdn")
    out["import"] = run
    deadline = time.time() + 120
    while time.time() < deadline:
        status = call("GET", "api/archive/imports/" + str(run["id"]), ARBITER)
        if status.get("status") != "running":
            out["importRun"] = status
            break
        time.sleep(1)
    out["archive"] = call("GET", "api/archive/games?size=100")
    print(json.dumps(out, ensure_ascii=False, indent=1))


main()
