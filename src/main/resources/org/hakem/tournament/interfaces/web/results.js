// Keyboard results entry: type the board number, Enter, the result, Enter. The result is saved without
// reloading the page and the next board gets the focus (its number selected: Enter takes it, digits
// replace it). A conflict (another arbiter changed the board) is shown and nothing is overwritten. A board
// that already has a result is not changed by typing another one: the page asks, Enter replaces it and Esc
// keeps it. Esc in the result field goes back to the board number.
(function () {
  'use strict';
  var form = document.getElementById('entry');
  if (!form) { return; }
  var board = form.elements['board'];
  var result = form.elements['result'];
  var status = document.getElementById('status');
  var replace = document.getElementById('replace');
  var pending = null; // {board, result} the server asked to confirm
  var boards = parseInt(form.getAttribute('data-boards'), 10);

  function row(n) { return document.getElementById('b' + n); }
  function say(text, bad) { status.textContent = text; status.className = bad ? 'error' : ''; }
  function unconfirm() { pending = null; if (replace) { replace.checked = false; } }
  function focusBoard(n) {
    unconfirm();
    board.value = n && n <= boards ? String(n) : '';
    result.value = '';
    board.focus();
    board.select();
  }

  board.addEventListener('keydown', function (e) {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (!row(board.value.trim())) { say('There is no board ' + board.value, true); board.select(); return; }
      result.focus();
      result.select();
    }
  });

  result.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && pending) {
      e.preventDefault();
      var kept = row(pending.board);
      say('Board ' + pending.board + ' keeps ' + (kept ? kept.querySelector('.res').textContent : 'its result'), false);
      focusBoard(parseInt(pending.board, 10) + 1);
    } else if (e.key === 'Escape') {
      e.preventDefault(); // back to the board number, nothing saved
      focusBoard(parseInt(board.value, 10));
    }
  });
  board.addEventListener('input', unconfirm);
  result.addEventListener('input', unconfirm);

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var n = board.value.trim();
    var r = row(n);
    if (!r) { say('There is no board ' + n, true); board.focus(); board.select(); return; }
    var data = new URLSearchParams(new FormData(form));
    data.set('version', r.getAttribute('data-version'));
    fetch(form.action, { method: 'POST', body: data, credentials: 'same-origin',
                         headers: { 'Accept': 'application/json' } })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (answer) {
        if (answer.ok) {
          r.setAttribute('data-version', answer.body.version);
          r.querySelector('.res').textContent = answer.body.result;
          say('Board ' + n + ': ' + answer.body.result, false);
          focusBoard(parseInt(n, 10) + 1);
        } else {
          if (answer.body.confirm) {
            pending = { board: n, result: result.value };
            if (replace) { replace.checked = true; }
          }
          if (answer.body.version !== undefined) {
            // a conflict: the message says what the board holds now; saving again replaces it knowingly
            r.setAttribute('data-version', answer.body.version);
          }
          say(answer.body.message, true);
          result.focus();
          result.select();
        }
      })
      .catch(function (err) { say('Not saved: ' + err, true); });
  });
  focusBoard(parseInt(board.value, 10) || 1);
}());
