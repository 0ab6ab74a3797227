// Hakem's recording page (#34): a board's game recorded move by move. The page works without this script (its forms
// post to the page); with it, the board is drawn (assets/board.js, the archive's drawing), a piece then its
// destination is clicked (or the square reached with the arrow keys and Enter), a ply in the list is clicked to
// correct it, and every form posts for JSON (Accept: application/json) so the page is redrawn from the answer: the
// recording as the API gives it, a move not played (the routes to choose from, or why), a conflict with the game
// as it is now. Every text comes from the page (data-t-* of #recorder, in the reader's language).
(function () {
  'use strict';

  function start(root) {
    var B = window.HakemBoard;
    var geo = B.geometry(JSON.parse(root.getAttribute('data-boards')));
    var state = JSON.parse(root.getAttribute('data-state'));
    var boardBox = document.getElementById('board');
    var status = document.getElementById('status');
    var moveField = document.getElementById('move');
    var moveForm = document.getElementById('move-form');
    var choices = document.getElementById('choices');
    // the form's address (its attribute: the form has a field named "action", which form.action would give)
    var address = moveForm.getAttribute('action');
    var csrf = moveForm.querySelector('input[type=hidden]:not([name=action]):not([name=version])');
    var selected = 0, correcting = 0, focus = 0, busy = false;

    function t(name, args) { return B.text(root, name, args); }
    function say(text) { status.textContent = text; }
    function square(name) { return B.parseSquare(geo, name); }

    // ---- drawing ----
    function draw() {
      var pieces = B.parseFen(geo, state.fen).pieces;
      var marks = {};
      var last = state.lastMove ? state.lastMove.split(/[-x]/) : [];
      if (last.length) { marks[square(last[0])] = '\u00b7'; marks[square(last[last.length - 1])] = '\u00b7'; }
      if (selected) {
        marks[selected] = '\u25cb';
        state.legal.forEach(function (m) { if (square(m.from) === selected) marks[square(m.to)] = '\u2192'; });
      }
      if (!focus) focus = selected || Number(Object.keys(pieces)[0]) || 1;
      var names = B.bySide(geo, pieces, function (n) { return 'K' + n; });
      B.drawBoard(boardBox, geo, pieces, marks, click, null, {
        label: t('board', [names[0].join(', '), names[1].join(', ')]),
        squareLabel: function (n) {
          var p = pieces[n];
          return p ? t('square-with', [B.squareName(geo, n), t('piece-' + p.toLowerCase() + (p === p.toUpperCase() ? 'k' : ''))]) : t('square', [B.squareName(geo, n)]);
        },
        focus: focus
      });
      document.getElementById('fen').textContent = state.fen;
      document.getElementById('side').textContent = t('side-' + state.side);
      document.getElementById('result').textContent = state.result || t('no-result');
      document.getElementById('record-status-text').textContent = t('status-' + state.status.toLowerCase());
      Array.prototype.forEach.call(document.querySelectorAll('input[name=version]'), function (v) { v.value = state.version; });
      var list = document.getElementById('legal-moves');
      list.innerHTML = '';
      var seen = {};
      state.legal.forEach(function (m) {
        if (seen[m.notation]) return;
        seen[m.notation] = true;
        var o = document.createElement('option'); o.value = m.notation; list.appendChild(o);
      });
      document.getElementById('legal').textContent = Object.keys(seen).join(', ');
      moves();
    }

    // The move list: each ply a button that starts its correction.
    function moves() {
      var ol = document.getElementById('moves');
      ol.innerHTML = '';
      var none = document.getElementById('no-moves');
      if (none) none.hidden = state.plies.length > 0;
      for (var i = 0; i < state.plies.length; i += 2) {
        var li = document.createElement('li');
        [state.plies[i], state.plies[i + 1]].forEach(function (p) {
          if (!p) return;
          var b = document.createElement('button');
          b.type = 'button';
          b.className = 'ply' + (p.ply === correcting ? ' correcting' : '');
          b.setAttribute('data-ply', p.ply);
          b.setAttribute('aria-label', t('ply', [p.ply, p.notation]));
          b.textContent = p.notation;
          b.addEventListener('click', function () { correct(p.ply); });
          li.appendChild(b);
          li.appendChild(document.createTextNode(' '));
        });
        ol.appendChild(li);
      }
    }

    // ---- clicks ----
    function from(n) { return state.legal.filter(function (m) { return square(m.from) === n; }); }

    function click(n) {
      focus = n;
      if (busy) return;
      if (selected) {
        var routes = from(selected).filter(function (m) { return square(m.to) === n; });
        if (routes.length === 1) { selected = 0; send(routes[0].move); return; }
        if (routes.length > 1) { selected = 0; choose(routes.map(function (m) { return m.move; })); draw(); return; }
      }
      selected = from(n).length && n !== selected ? n : 0;
      if (selected) say(t('selected', [B.squareName(geo, n)]));
      draw();
      focusSquare(n);
    }

    function focusSquare(n) {
      var g = boardBox.querySelector('g.square[data-square="' + B.squareName(geo, n) + '"]');
      if (g) g.focus();
    }

    // The arrow keys walk the playable squares as they are drawn; Enter or Space clicks the square.
    boardBox.addEventListener('keydown', function (e) {
      var at = geo.squares[focus];
      if (!at) return;
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); click(focus); return; }
      var d = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]}[e.key];
      if (!d) return;
      e.preventDefault();
      for (var step = 1; step < geo.size; step++) {
        for (var side = 0; side < geo.size; side++) {
          // straight on first, then the nearest playable cell beside that line (diagonal boards skip a cell)
          var tries = side === 0 ? [0] : [side, -side];
          for (var k = 0; k < tries.length; k++) {
            var r = at.row + d[0] * step + (d[0] === 0 ? tries[k] : 0);
            var c = at.col + d[1] * step + (d[1] === 0 ? tries[k] : 0);
            var n = r >= 0 && c >= 0 && r < geo.size && c < geo.size ? geo.byCell[r * geo.size + c] : 0;
            if (n) {
              focus = n;
              Array.prototype.forEach.call(boardBox.querySelectorAll('g.square'), function (g) { g.setAttribute('tabindex', '-1'); });
              var g = boardBox.querySelector('g.square[data-square="' + B.squareName(geo, n) + '"]');
              g.setAttribute('tabindex', '0');
              g.focus();
              return;
            }
          }
        }
      }
    });

    // ---- the chooser of a capture's route ----
    function choose(routes) {
      choices.innerHTML = '';
      var p = document.createElement('p');
      p.id = 'choices-title';
      p.textContent = t('choose');
      choices.appendChild(p);
      routes.forEach(function (r) {
        var b = document.createElement('button');
        b.type = 'button';
        b.className = 'choice';
        b.textContent = r;
        b.addEventListener('click', function () { choices.innerHTML = ''; send(r); });
        choices.appendChild(b);
        choices.appendChild(document.createTextNode(' '));
      });
      say(t('choose'));
      var first = choices.querySelector('button');
      if (first) first.focus();
    }

    // ---- corrections ----
    function correct(ply) {
      correcting = ply;
      document.getElementById('ply').value = ply;
      say(t('correcting', [ply]));
      moves();
      moveField.focus();
    }

    document.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && (correcting || selected)) {
        if (correcting) say(t('cancelled'));
        correcting = 0; selected = 0;
        document.getElementById('ply').value = '';
        choices.innerHTML = '';
        draw();
      }
    });

    // ---- talking to the page ----
    function post(fields) {
      var body = new URLSearchParams();
      body.append(csrf.name, csrf.value);
      body.append('version', state.version);
      for (var k in fields) body.append(k, fields[k]);
      busy = true;
      say(t('saving'));
      return fetch(address, {method: 'POST', body: body, credentials: 'same-origin',
        headers: {'Accept': 'application/json'}}).then(function (r) {
        return r.json().then(function (json) { return {status: r.status, json: json}; });
      }).then(function (a) {
        busy = false;
        return a;
      }, function () {
        busy = false;
        say(t('failed'));
        return null;
      });
    }

    function send(move) {
      var fields = correcting ? {action: 'correct', ply: correcting, move: move} : {action: 'move', move: move};
      post(fields).then(function (a) {
        if (!a) return;
        if (a.status === 200) {
          var was = correcting;
          correcting = 0;
          document.getElementById('ply').value = '';
          moveField.value = '';
          choices.innerHTML = '';
          state = a.json.recording;
          draw();
          say(was ? t('corrected', [a.json.kept, a.json.dropped]) : t('played', [a.json.notation]));
          moveField.focus();
          return;
        }
        refused(a);
      });
    }

    function refused(a) {
      if (a.json.reason === 'AMBIGUOUS') { choose(a.json.choices); return; }
      if (a.json.recording) { state = a.json.recording; draw(); }
      say(a.json.message);
      var box = document.getElementById('messages');
      box.innerHTML = '';
      var p = document.createElement('p');
      p.className = 'error';
      p.setAttribute('role', 'alert');
      p.textContent = a.json.message;
      box.appendChild(p);
    }

    moveForm.addEventListener('submit', function (e) {
      e.preventDefault();
      if (moveField.value.trim()) send(moveField.value.trim());
    });
    document.getElementById('correct-form').addEventListener('submit', function (e) {
      e.preventDefault();
      var ply = Number(document.getElementById('ply').value);
      var move = document.getElementById('correct-move').value.trim();
      if (!ply || !move) return;
      correcting = ply;
      send(move);
    });
    document.getElementById('undo-form').addEventListener('submit', function (e) {
      e.preventDefault();
      post({action: 'undo'}).then(function (a) {
        if (!a) return;
        if (a.status !== 200) { refused(a); return; }
        state = a.json.recording;
        selected = 0;
        draw();
        say(t('undone'));
      });
    });
    // The result: the page is loaded again after it, to show the check of the game and the link to it.
    Array.prototype.forEach.call(document.querySelectorAll('#result-form button'), function (b) {
      b.addEventListener('click', function (e) {
        e.preventDefault();
        post({action: 'finish', result: b.value}).then(function (a) {
          if (!a) return;
          if (a.status !== 200) { refused(a); return; }
          window.location.href = address + '?finished=1';
        });
      });
    });

    draw();
  }

  document.addEventListener('DOMContentLoaded', function () {
    var r = document.getElementById('recorder');
    if (r && window.HakemBoard) start(r);
  });
})();
