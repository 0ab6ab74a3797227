// Hakem archive pages: game viewer, position editor, import with progress (the board is drawn by assets/board.js).
// Plain JavaScript, no build step. Boards come from the server (the game JSON's board, the search page's
// data-boards attribute): squares are numbered, named and placed as org.hakem.rules.Board does. Every text
// shown comes from the page (data-t-* attributes, from the page's message bundle in the reader's language).
(function () {
  'use strict';

  // The drawing and the FEN reading are shared with the recording page (assets/board.js, loaded first).
  var B = window.HakemBoard;
  var text = B.text, geometry = B.geometry, squareName = B.squareName, parseSquare = B.parseSquare,
    parseFen = B.parseFen, readFen = B.readFen, toFen = B.toFen, describe = B.describe, drawBoard = B.drawBoard;

  // ---- game viewer ----
  function viewer(root) {
    var id = root.getAttribute('data-game');
    var ply = parseInt(root.getAttribute('data-ply') || '0', 10);
    var api = root.getAttribute('data-api');
    fetch(api + '/archive/games/' + id).then(function (r) { return r.json(); }).then(function (game) {
      var board = root.querySelector('.board-holder');
      if (!game.board) {
        board.textContent = text(root, 'no-variant', [game.variant]);
        return;
      }
      var geo = geometry(game.board);
      var status = root.querySelector('.ply-status');
      var moves = root.querySelector('.moves');
      var last = Math.max(0, game.positions.length - 1);
      ply = Math.min(Math.max(0, ply), last);
      function show() {
        if (game.positions.length === 0) {
          board.textContent = text(root, 'no-positions', [game.verdict]);
          return;
        }
        var pos = parseFen(geo, game.positions[ply]);
        var after = game.status === 'played_on' && ply > (game.errorPly || 0)
          ? text(root, 'played-on', [game.errorPly || 0]) : '';
        status.textContent = text(root, 'position', [ply, last, text(root, pos.side === 'W' ? 'white' : 'black')]) + after;
        drawBoard(board, geo, pos.pieces, null, null, pos.obstacles,
          {label: status.textContent + '. ' + describe(root, geo, pos.pieces)});
        root.setAttribute('data-current-ply', String(ply));
        Array.prototype.forEach.call(moves.querySelectorAll('a'), function (a) {
          a.className = parseInt(a.getAttribute('data-ply'), 10) === ply ? 'current' : '';
        });
      }
      moves.innerHTML = '';
      game.moves.forEach(function (m, i) {
        if (i % 2 === 0) moves.appendChild(document.createTextNode((i / 2 + 1) + '. '));
        var a = document.createElement('a');
        a.href = '#';
        a.textContent = m;
        a.setAttribute('data-ply', String(i + 1));
        a.addEventListener('click', function (e) { e.preventDefault(); ply = i + 1; show(); });
        moves.appendChild(a);
        moves.appendChild(document.createTextNode(' '));
      });
      root.querySelector('.first').addEventListener('click', function () { ply = 0; show(); });
      root.querySelector('.prev').addEventListener('click', function () { ply = Math.max(0, ply - 1); show(); });
      root.querySelector('.next').addEventListener('click', function () { ply = Math.min(last, ply + 1); show(); });
      root.querySelector('.last').addEventListener('click', function () { ply = last; show(); });
      document.addEventListener('keydown', function (e) {
        if (e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA') return;
        if (e.key === 'ArrowLeft') { ply = Math.max(0, ply - 1); show(); }
        if (e.key === 'ArrowRight') { ply = Math.min(last, ply + 1); show(); }
      });
      show();
    });
  }

  // ---- position search with a board editor ----
  // The board starts from the address's fen or pattern (a search is a link); Search goes to the same page with
  // the position and the filters as query parameters, and the server renders the results.
  function editor(root) {
    var ctx = root.getAttribute('data-context') || ''; // omitted when the application is at the root
    var form = root.querySelector('form');
    var variantSel = root.querySelector('select[name=variant]');
    var board = root.querySelector('.board-holder');
    var tool = 'w';
    var pieces = {}, marks = {};
    var boards = JSON.parse(root.getAttribute('data-boards'));
    var geo = geometry(boards[variantSel.value]);
    var kinds = {w: 'wm', W: 'wk', b: 'bm', B: 'bk', any: 'any', empty: 'empty', anyw: 'w', anyb: 'b'};
    var sideSel = root.querySelector('select[name=side]');
    var fenField = root.querySelector('#search-fen');
    var fenError = root.querySelector('#search-fen-error');
    var focus = 1; // the square the keyboard is on (the only one in the tab order)
    function side() { return sideSel.value === 'black' ? 'B' : 'W'; }
    function squareLabel(n) {
      var what = pieces[n] || marks[n];
      return text(root, 'square', [squareName(geo, n), what ? text(root, 'tool-' + kinds[what]) : text(root, 'empty')]);
    }
    // keepField: while a person types a FEN the field keeps their text
    function redraw(keepField) {
      var focused = document.activeElement && document.activeElement.getAttribute
        && document.activeElement.getAttribute('role') === 'button' && board.contains(document.activeElement);
      drawBoard(board, geo, pieces, marks, click, null, {label: describe(root, geo, pieces), squareLabel: squareLabel,
        focus: focus, describedBy: 'board-keys'});
      if (focused) focusSquare(focus);
      if (!keepField) showFen();
    }
    // the field shows the board's position (the board is not drawn again: the focus may be on it)
    function showFen() {
      if (!fenField) return;
      fenField.value = toFen(geo, side(), pieces);
      fenField.removeAttribute('aria-invalid');
      fenError.textContent = '';
    }
    function focusSquare(n) {
      var g = board.querySelector('g.square[data-square="' + squareName(geo, n) + '"]');
      if (!g) return;
      Array.prototype.forEach.call(board.querySelectorAll('g.square'), function (o) { o.setAttribute('tabindex', '-1'); });
      g.setAttribute('tabindex', '0');
      focus = n;
      g.focus();
    }
    function put(n, what) {
      delete pieces[n]; delete marks[n];
      if (what === 'w' || what === 'W' || what === 'b' || what === 'B') pieces[n] = what;
      else if (what && what !== 'clear') marks[n] = what;
      focus = n;
      redraw();
    }
    function click(n) { put(n, tool); }
    // the square next to n in a direction: the nearest in the same row, or in the row above or below
    function neighbour(n, dr, dc) {
      var s = geo.squares[n], best = 0, bestDistance = 1e9;
      for (var k = 1; k <= geo.count; k++) {
        var o = geo.squares[k];
        if (dr !== 0 && o.row === s.row + dr) {
          var d = Math.abs(o.col - s.col) * 2 + (o.col > s.col ? 1 : 0);
          if (d < bestDistance) { best = k; bestDistance = d; }
        } else if (dr === 0 && o.row === s.row && (o.col - s.col) * dc > 0) {
          if (Math.abs(o.col - s.col) < bestDistance) { best = k; bestDistance = Math.abs(o.col - s.col); }
        }
      }
      return best;
    }
    // arrows move; Space changes the square (empty, white man, white king, black man, black king); 1-4 place those
    // directly, 0 or Delete empty it; Enter places what the tools have chosen, as a click does
    var cycle = ['', 'w', 'W', 'b', 'B'];
    board.addEventListener('keydown', function (e) {
      var g = e.target.closest ? e.target.closest('g.square') : null;
      if (!g) return;
      var n = parseSquare(geo, g.getAttribute('data-square'));
      var moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
      if (moves[e.key]) {
        var next = neighbour(n, moves[e.key][0], moves[e.key][1]);
        if (next) focusSquare(next);
      } else if (e.key === ' ') {
        put(n, cycle[(cycle.indexOf(pieces[n] || '') + 1) % cycle.length]);
      } else if (e.key === 'Enter') {
        put(n, tool);
      } else if (/^[1-4]$/.test(e.key)) {
        put(n, cycle[parseInt(e.key, 10)]);
      } else if (e.key === '0' || e.key === 'Delete' || e.key === 'Backspace') {
        put(n, '');
      } else {
        return;
      }
      e.preventDefault();
    });
    board.addEventListener('focusin', function (e) {
      var g = e.target.closest ? e.target.closest('g.square') : null;
      if (g) focus = parseSquare(geo, g.getAttribute('data-square'));
    });
    // the FEN field fills the board as it is typed (an exact position: the exact box is ticked, the side to move
    // set); a text that is no FEN of this board is marked and leaves the board as it was
    if (fenField) {
      fenField.addEventListener('input', function () {
        var pos = readFen(geo, fenField.value);
        if (!pos) {
          fenField.setAttribute('aria-invalid', 'true');
          fenError.textContent = text(root, 'fen-invalid');
          return;
        }
        pieces = pos.pieces; marks = {};
        sideSel.value = pos.side === 'B' ? 'black' : 'white';
        root.querySelector('input[name=exact]').checked = true;
        fenField.removeAttribute('aria-invalid');
        fenError.textContent = '';
        redraw(true);
      });
      fenField.addEventListener('change', function () { if (readFen(geo, fenField.value)) showFen(); });
      sideSel.addEventListener('change', showFen);
    }
    // the board as the address gives it
    var fen = root.getAttribute('data-fen'), pattern = root.getAttribute('data-pattern');
    if (fen) {
      pieces = parseFen(geo, fen).pieces;
    } else if (pattern) {
      var back = {};
      for (var k in kinds) back[kinds[k]] = k;
      pattern.split(/[,\s]+/).forEach(function (rule) {
        var colon = rule.indexOf(':');
        if (colon < 1 || rule.charAt(0) === '!') return;
        var n = parseSquare(geo, rule.substring(0, colon)), what = back[rule.substring(colon + 1)];
        if (!n || !what) return;
        if (what === 'w' || what === 'W' || what === 'b' || what === 'B') pieces[n] = what; else marks[n] = what;
      });
    }
    Array.prototype.forEach.call(root.querySelectorAll('button.tool'), function (b) {
      b.addEventListener('click', function (e) {
        e.preventDefault();
        tool = b.getAttribute('data-tool');
        Array.prototype.forEach.call(root.querySelectorAll('button.tool'), function (o) {
          o.className = 'tool'; o.setAttribute('aria-pressed', 'false');
        });
        b.className = 'tool selected';
        b.setAttribute('aria-pressed', 'true');
      });
    });
    variantSel.addEventListener('change', function () {
      geo = geometry(boards[variantSel.value]); pieces = {}; marks = {}; focus = 1; redraw();
    });
    root.querySelector('.start').addEventListener('click', function (e) {
      e.preventDefault();
      pieces = {}; marks = {};
      var start = variantSel.options[variantSel.selectedIndex].getAttribute('data-start');
      if (start) pieces = parseFen(geo, start).pieces;
      redraw();
    });
    root.querySelector('.clear').addEventListener('click', function (e) { e.preventDefault(); pieces = {}; marks = {}; redraw(); });
    function query() {
      var side = root.querySelector('select[name=side]').value;
      var exact = root.querySelector('input[name=exact]').checked;
      var q = 'variant=' + encodeURIComponent(variantSel.value);
      if (exact) {
        q += '&fen=' + encodeURIComponent(toFen(geo, side === 'black' ? 'B' : 'W', pieces)) + '&stats=true';
      } else {
        var rules = [];
        for (var p in pieces) rules.push(squareName(geo, p) + ':' + kinds[pieces[p]]);
        for (var m in marks) rules.push(squareName(geo, m) + ':' + kinds[marks[m]]);
        q += '&pattern=' + encodeURIComponent(rules.join(','));
        if (side) q += '&side=' + side;
        var material = root.querySelector('input[name=material]').value;
        if (material) q += '&material=' + encodeURIComponent(material);
      }
      ['player', 'event', 'yearFrom', 'yearTo', 'result', 'sort'].forEach(function (f) {
        var input = root.querySelector('[name=' + f + ']');
        if (input && input.value) q += '&' + f + '=' + encodeURIComponent(input.value);
      });
      if (root.querySelector('input[name=mirror]').checked) q += '&mirror=true';
      return q;
    }
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var out = document.querySelector('.results');
      if (out) out.textContent = text(root, 'searching');
      window.location.href = ctx + '/archive/search?' + query();
    });
    redraw();
  }

  // ---- import with a progress bar ----
  function importer(root) {
    var api = root.getAttribute('data-api');
    var form = root.querySelector('form');
    var bar = root.querySelector('progress');
    var status = root.querySelector('.import-status');
    var report = root.querySelector('a.import-report');
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var file = form.querySelector('input[type=file]').files[0];
      if (!file) { status.textContent = text(root, 'choose'); return; }
      var q = '?name=' + encodeURIComponent(file.name)
        + '&variant=' + encodeURIComponent(form.querySelector('[name=variant]').value)
        + '&collection=' + encodeURIComponent(form.querySelector('[name=collection]').value);
      var xhr = new XMLHttpRequest();
      xhr.open('POST', root.getAttribute('data-post') + q);
      xhr.setRequestHeader('Content-Type', 'application/octet-stream');
      xhr.setRequestHeader('X-CSRF-Token', root.getAttribute('data-csrf')); // never in the URL
      xhr.upload.onprogress = function (ev) {
        if (ev.lengthComputable) { bar.max = ev.total; bar.value = ev.loaded; status.textContent = text(root, 'uploading'); }
      };
      xhr.onload = function () {
        if (xhr.status !== 202) { status.textContent = text(root, 'refused', [xhr.status, xhr.responseText]); return; }
        var run = JSON.parse(xhr.responseText);
        poll(run.id);
      };
      xhr.send(file);
    });
    function poll(id) {
      fetch(api + '/archive/imports/' + id).then(function (r) { return r.json(); }).then(function (run) {
        if (run.bytesTotal) { bar.max = run.bytesTotal; bar.value = Math.min(run.bytesRead, run.bytesTotal); }
        status.textContent = text(root, 'progress', [text(root, run.status), run.read, run.stored, run.duplicates])
          + ', ' + text(root, 'problems', [run.illegal, run.unreadable, run.unsupported]);
        if (run.status === 'running') setTimeout(function () { poll(id); }, 500);
        else {
          bar.value = bar.max;
          report.href = root.getAttribute('data-report') + id;
          report.hidden = false;
        }
      });
    }
  }

  // ---- opening explorer: the board of the position reached (the moves are the page's links) ----
  function explorer(root) {
    var geo = geometry(JSON.parse(root.getAttribute('data-board')));
    var pos = parseFen(geo, root.getAttribute('data-fen'));
    var status = text(root, 'position', [root.getAttribute('data-ply'), text(root, pos.side === 'W' ? 'white' : 'black')]);
    drawBoard(root.querySelector('.board-holder'), geo, pos.pieces, null, null, pos.obstacles,
      {label: status + '. ' + describe(root, geo, pos.pieces)});
  }

  // the game viewer's "explore this position": the explorer at the ply shown (data-moves: the game's moves as the
  // explorer's path writes them; the server wrote the link for the ply asked for, this follows the viewer)
  function exploreLink(viewerRoot) {
    var a = document.getElementById('explore-position');
    if (!a) return;
    var moves = JSON.parse(a.getAttribute('data-moves'));
    new MutationObserver(function () {
      var ply = Math.min(parseInt(viewerRoot.getAttribute('data-current-ply') || '0', 10), moves.length);
      a.href = a.getAttribute('data-base') + (ply > 0 ? '&moves=' + encodeURIComponent(moves.slice(0, ply).join('_')) : '');
    }).observe(viewerRoot, {attributes: true, attributeFilter: ['data-current-ply']});
  }

  document.addEventListener('DOMContentLoaded', function () {
    var e = document.getElementById('explorer'); if (e) explorer(e);
    var v = document.getElementById('viewer'); if (v) { viewer(v); exploreLink(v); }
    var s = document.getElementById('editor'); if (s) editor(s);
    var i = document.getElementById('importer'); if (i) importer(i);
  });
})();
