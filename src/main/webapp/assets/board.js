// Hakem's board drawing, shared by the archive's pages (archive-assets/archive.js) and the recording page
// (assets/recording.js): the page's texts, a board's geometry as the server describes it, PDN FEN read and written,
// and the SVG board. Plain JavaScript, no build step; everything is on window.HakemBoard.
(function () {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';

  // A text of the page: data-t-NAME of root, its {0}, {1}... filled (a MessageFormat pattern: '' is ').
  function text(root, name, args) {
    var pattern = root.getAttribute('data-t-' + name) || name;
    return pattern.replace(/\{(\d+)\}/g, function (m, i) {
      return args && args[i] !== undefined && args[i] !== null ? String(args[i]) : m;
    }).replace(/''/g, "'");
  }
  // A board as the server describes it (BoardJson: the engine's org.hakem.rules.Board), {size, squares: [[number,
  // name, row, column], ...]} with row 0 the top and column 0 the left as White sees it. The page knows no board
  // rules: which cells are played on, how squares are numbered and named all come from there.
  function geometry(board) {
    var geo = {size: board.size, squares: [], byName: {}, byCell: {}, count: board.squares.length};
    board.squares.forEach(function (s) {
      geo.squares[s[0]] = {n: s[0], name: s[1], row: s[2], col: s[3]};
      geo.byName[s[1]] = s[0];
      geo.byCell[s[2] * board.size + s[3]] = s[0];
    });
    geo.all = geo.count === board.size * board.size;
    return geo;
  }

  function squareName(geo, n) {
    return geo.squares[n].name;
  }

  // A square as the engine writes it in FEN (its name); 0 if the board has no such square.
  function parseSquare(geo, text) {
    return geo.byName[text] || 0;
  }

  // PDN FEN "W:W31-50,K7:B1-20" (":X..." obstacles) -> {side, pieces: {n: 'w'|'W'|'b'|'B'}, obstacles: {n: true}}
  function parseFen(geo, fen) {
    var parts = fen.replace(/\.$/, '').split(':');
    var out = {side: parts[0].trim().toUpperCase(), pieces: {}, obstacles: {}};
    for (var i = 1; i < parts.length; i++) {
      var p = parts[i].trim();
      var colour = p.charAt(0);
      if (colour !== 'W' && colour !== 'B' && colour !== 'X') continue;
      p.substring(1).split(',').forEach(function (item) {
        item = item.trim();
        if (!item) return;
        var king = item.charAt(0) === 'K';
        if (king) item = item.substring(1);
        var dash = item.indexOf('-');
        var list = dash < 0 ? [parseSquare(geo, item)] : [];
        // a range of square numbers: only numeric boards write one
        if (dash >= 0) for (var k = parseSquare(geo, item.substring(0, dash)); k && k <= parseSquare(geo, item.substring(dash + 1)); k++) list.push(k);
        list.forEach(function (n) {
          if (!n) return;
          if (colour === 'X') { out.obstacles[n] = true; return; }
          var c = colour === 'W' ? 'w' : 'b';
          out.pieces[n] = king ? c.toUpperCase() : c;
        });
      });
    }
    return out;
  }

  // A FEN typed by a person: the parsed position, or null when it is not a FEN of this board (a side other than W
  // or B, a part other than W, B or X, a square the board does not have).
  function readFen(geo, fen) {
    var t = fen.trim().replace(/\.$/, '');
    if (!/^[WB](:[WBX][^:]*)*$/.test(t)) return null;
    var ok = true;
    t.split(':').slice(1).forEach(function (p) {
      p.substring(1).split(',').forEach(function (item) {
        item = item.trim().replace(/^K/, '');
        if (!item) return;
        item.split('-').forEach(function (sq) { if (!parseSquare(geo, sq.trim())) ok = false; });
      });
    });
    return ok ? parseFen(geo, t) : null;
  }

  // White's and Black's pieces in board order, each written name(square) for a man, king(square) for a king.
  function bySide(geo, pieces, king) {
    var w = [], b = [];
    Object.keys(pieces).map(Number).sort(function (x, y) { return x - y; }).forEach(function (n) {
      var name = squareName(geo, n);
      (pieces[n].toLowerCase() === 'w' ? w : b).push(pieces[n] === 'W' || pieces[n] === 'B' ? king(name) : name);
    });
    return [w, b];
  }

  // A position as PDN FEN, squares in board order ("W:W31,K45:B1,2"), as the archive search reads it.
  function toFen(geo, side, pieces) {
    var s = bySide(geo, pieces, function (name) { return 'K' + name; });
    return side + ':W' + s[0].join(',') + ':B' + s[1].join(',');
  }

  // A position in words for those who cannot see the board: "White: 31, 32, king 45. Black: 1, 2." in the page's
  // language (data-t-board-position, data-t-king, data-t-none of root).
  function describe(root, geo, pieces) {
    var s = bySide(geo, pieces, function (name) { return text(root, 'king', [name]); });
    var none = text(root, 'none');
    return text(root, 'board-position', [s[0].length ? s[0].join(', ') : none, s[1].length ? s[1].join(', ') : none]);
  }

  function el(name, attrs, parent) {
    var e = document.createElementNS(SVG, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }

  // Draws a board; marks: {n: 'any'|'empty'|'anyw'|'anyb'|'not'} for the editor; onClick(n) optional;
  // obstacles: {n: true} optional. Playable cells are dark; on a board where every cell is played, they alternate.
  // a11y: {label} for a picture (role img, with the label as its aria-label and title); {label, squareLabel(n),
  // focus, describedBy} for the editor: a group of square buttons reached with the keyboard, only the focused one
  // in the tab order.
  function drawBoard(container, geo, pieces, marks, onClick, obstacles, a11y) {
    container.innerHTML = '';
    var cell = 44, size = geo.size * cell;
    var editing = a11y && a11y.squareLabel;
    var svg = el('svg', {viewBox: '0 0 ' + (size + 20) + ' ' + (size + 20), width: size + 20, height: size + 20,
      'class': 'board', role: editing ? 'group' : 'img'}, container);
    if (a11y && a11y.label) {
      svg.setAttribute('aria-label', a11y.label);
      el('title', {}, svg).textContent = a11y.label;
    }
    if (a11y && a11y.describedBy) svg.setAttribute('aria-describedby', a11y.describedBy);
    for (var row = 0; row < geo.size; row++) {
      for (var col = 0; col < geo.size; col++) {
        var fill = geo.all ? ((row + col) % 2 === 1 ? '#c9a26b' : '#e8cf9f')
          : (geo.byCell[row * geo.size + col] ? '#8b5a2b' : '#f0dcb4');
        el('rect', {x: 20 + col * cell, y: row * cell, width: cell, height: cell, fill: fill}, svg);
      }
    }
    // edge coordinates a.., 1.. from White's side (the algebraic names' files and ranks)
    for (var i = 0; i < geo.size; i++) {
      var t = el('text', {x: 20 + i * cell + cell / 2, y: size + 15, 'font-size': 11, 'text-anchor': 'middle'}, svg);
      t.textContent = String.fromCharCode(97 + i);
      var r = el('text', {x: 8, y: (geo.size - 1 - i) * cell + cell / 2 + 4, 'font-size': 11, 'text-anchor': 'middle'}, svg);
      r.textContent = String(i + 1);
    }
    for (var n = 1; n <= geo.count; n++) {
      var s = geo.squares[n];
      var x = 20 + s.col * cell, y = s.row * cell;
      var g = el('g', {'data-square': squareName(geo, n), 'class': 'square'}, svg);
      if (editing) {
        g.setAttribute('role', 'button');
        g.setAttribute('tabindex', n === a11y.focus ? '0' : '-1');
        g.setAttribute('aria-label', a11y.squareLabel(n));
      } else {
        g.setAttribute('aria-hidden', 'true');
      }
      el('rect', {x: x, y: y, width: cell, height: cell, fill: 'transparent', 'class': 'hit'}, g);
      if (!geo.all) {
        var label = el('text', {x: x + 3, y: y + 10, 'font-size': 8, fill: '#f5e6c8'}, g);
        label.textContent = squareName(geo, n);
      }
      if (obstacles && obstacles[n]) {
        el('rect', {x: x + 6, y: y + 6, width: cell - 12, height: cell - 12, fill: '#777', stroke: '#333',
          'stroke-width': 2, 'class': 'square-obstacle'}, g);
      }
      var p = pieces[n];
      if (p) {
        var white = p === 'w' || p === 'W';
        el('circle', {cx: x + cell / 2, cy: y + cell / 2, r: cell * 0.38, fill: white ? '#fafafa' : '#222',
          stroke: white ? '#555' : '#000', 'stroke-width': 2, 'class': 'piece piece-' + p}, g);
        if (p === 'W' || p === 'B') {
          var k = el('text', {x: x + cell / 2, y: y + cell / 2 + 6, 'font-size': 18, 'text-anchor': 'middle',
            fill: white ? '#a00' : '#fc0'}, g);
          k.textContent = '\u265B';
        }
      }
      var m = marks && marks[n];
      if (m) {
        var txt = {any: '?', empty: '\u2205', anyw: 'W?', anyb: 'B?'}[m] || m;
        el('rect', {x: x + 2, y: y + 2, width: cell - 4, height: cell - 4, fill: 'none', stroke: '#06c',
          'stroke-width': 3, 'stroke-dasharray': '4 2'}, g);
        var mt = el('text', {x: x + cell / 2, y: y + cell - 5, 'font-size': 11, 'text-anchor': 'middle', fill: '#06c'}, g);
        mt.textContent = txt;
      }
      if (onClick) {
        g.style.cursor = 'pointer';
        g.addEventListener('click', (function (sq) { return function () { onClick(sq); }; })(n));
      }
    }
    return svg;
  }

  window.HakemBoard = {text: text, geometry: geometry, squareName: squareName, parseSquare: parseSquare,
    parseFen: parseFen, readFen: readFen, bySide: bySide, toFen: toFen, describe: describe, el: el,
    drawBoard: drawBoard};
})();
