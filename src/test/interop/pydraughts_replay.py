#!/usr/bin/env python3
"""Replays every game of PDN files with pydraughts (https://github.com/AttackingOrDefending/pydraughts).

Run with PYTHONPATH pointing at a pydraughts source tree (the directory holding draughts/); see README.md.
For each file prints "FILE<TAB>games<TAB>replayed<TAB>unsupported variant" and, per game that does not
replay, "  game N: ply P: MOVE: reason" (the first three per file). A game replays when pydraughts reads
it, knows its variant and every move of its main line is one of pydraughts' legal moves.
"""
import os
import sys

from draughts import Board, Move
from draughts.PDN import PDNReader

SUPPORTED = {"standard", "english", "italian", "russian", "brazilian", "turkish", "frisian", "frysk!",
             "antidraughts", "breakthrough"}


def replay(game):
    variant = game.variant or "standard"
    if variant not in SUPPORTED:
        return "unsupported", 0, None, variant
    fen = game.tags.get("FEN", "startpos")
    try:
        board = Board(variant, fen)
    except Exception as e:  # noqa: BLE001 - any failure is a game not replayed
        return "failed", 0, "FEN", "board: %s" % e
    for ply, text in enumerate(game.moves, 1):
        try:
            legal = board._legal_moves_board()[0]
            move = Move(board, pdn_move=text)
            if move.board_move not in legal:
                return "failed", ply, text, "not a legal move"
            board.push(move)
        except Exception as e:  # noqa: BLE001
            return "failed", ply, text, "%s: %s" % (type(e).__name__, e)
    return "ok", len(game.moves), None, None


def main(files):
    total = [0, 0, 0]
    for name in files:
        # pydraughts' reader turns a file it cannot open into one empty game: refuse it here instead
        if not os.path.isfile(name) or os.path.getsize(name) == 0:
            sys.exit("%s: no such file, or empty" % name)
        games = PDNReader(filename=name).games
        counts = [0, 0, 0]
        shown = []
        for index, game in enumerate(games, 1):
            counts[0] += 1
            verdict, ply, text, reason = replay(game)
            if verdict == "ok":
                counts[1] += 1
            elif verdict == "unsupported":
                counts[2] += 1
            elif len(shown) < 3:
                shown.append("  game %d: ply %d: %s: %s" % (index, ply, text, reason))
        print("%s\t%d\t%d\t%d" % (name, counts[0], counts[1], counts[2]))
        for line in shown:
            print(line)
        total = [a + b for a, b in zip(total, counts)]
    print("TOTAL\t%d\t%d\t%d" % tuple(total))


if __name__ == "__main__":
    main(sys.argv[1:])
