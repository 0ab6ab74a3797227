// The live round page (#34): redraws a small board from each change of a board that the stream sends (position,
// last move, plies, result), the same way the server drew it; any other change makes live.js fetch the page again.
(function () {
  'use strict';
  var PIECES = {w: ' wm', W: ' wk', b: ' bm', B: ' bk', '#': ' ob'};

  function text(template, value) {
    return template.replace('{0}', value);
  }

  window.hakemLive = function (m) {
    if (m.scope !== 'board' || typeof m.cells !== 'string' || !m.size) {
      return false;
    }
    var li = document.getElementById('live-' + m.match + '-' + m.board);
    if (!li) {
      return false;
    }
    var mini = li.querySelector('.mini');
    var spans = mini.querySelectorAll('span');
    if (spans.length !== m.cells.length) {
      while (mini.firstChild) {
        mini.removeChild(mini.firstChild);
      }
      for (var k = 0; k < m.cells.length; k++) {
        mini.appendChild(document.createElement('span'));
      }
      mini.style.setProperty('--n', m.size);
      spans = mini.querySelectorAll('span');
    }
    for (var i = 0; i < m.cells.length; i++) {
      var c = m.cells.charAt(i);
      var css = (c === '-' ? 'sq l' : 'sq d') + (PIECES[c] || '') + (i === m.from || i === m.to ? ' last' : '');
      if (spans[i].className !== css) {
        spans[i].className = css;
      }
    }
    mini.setAttribute('aria-label', mini.getAttribute('data-label').replace('{0}', mini.getAttribute('data-name'))
      .replace('{1}', m.white || '-').replace('{2}', m.black || '-').replace('{3}', m.plies));
    var result = li.querySelector('.result');
    result.textContent = m.result || result.getAttribute('data-pending');
    var plies = li.querySelector('.plies');
    plies.textContent = text(plies.getAttribute('data-text'), m.plies);
    var last = li.querySelector('.state .last'); // not a cell of the last move (.sq.last)
    last.textContent = m.last ? text(last.getAttribute('data-text'), m.last) : '';
    return true;
  };
}());
