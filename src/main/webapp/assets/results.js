// Results entry from the printed pairing sheet (views/arbiter/enter.xhtml), keyboard only. Every text it shows
// comes from the page (data-* attributes of #entry-texts, in the page's language); without this script both
// forms work as plain forms.
//
// The sheet (#sheet): the focus starts at board 1. On a board, 1 (1-0), 0 (0-1), = or ½ (½-½), + (white wins by
// forfeit) and - (black wins by forfeit) set its result and go to the next board; Backspace or Delete clears
// it; the arrows move up and down; Enter saves every board typed, in board order. A board that already has a
// result is not replaced without asking: Enter replaces it, Esc keeps it. A conflict (another arbiter changed
// the board) is shown and nothing is overwritten; saving again replaces it knowingly.
//
// The quick form (#entry): type the board number, Enter, the result, Enter. The result is saved without
// reloading the page and the next board gets the focus (its number selected: Enter takes it, digits replace
// it). Same confirmation (Enter replaces, Esc keeps); Esc in the result field goes back to the board number.
(function () {
  'use strict';
  var textsEl = document.getElementById('entry-texts');
  function text(name, args) {
    var t = (textsEl && textsEl.getAttribute('data-' + name)) || '';
    t = t.replace(/''/g, "'"); // the bundle's texts with arguments are MessageFormat patterns
    (args || []).forEach(function (a, i) { t = t.split('{' + i + '}').join(String(a)); });
    return t;
  }
  function csrfOf(form) {
    var field = form.querySelector('input[type=hidden][name=_csrf]') || form.querySelector('input[type=hidden]');
    return field ? { name: field.name, value: field.value } : null;
  }
  function row(n) { return document.getElementById('b' + n); }
  function resultText(r) { var c = r && r.querySelector('.res'); return c ? c.textContent : ''; }

  /** Posts one board's result; resolves with {ok, body}. */
  function post(form, board, result, version, replace) {
    var data = new URLSearchParams();
    var csrf = csrfOf(form);
    if (csrf) { data.set(csrf.name, csrf.value); }
    data.set('board', board);
    data.set('result', result);
    data.set('version', version);
    if (replace) { data.set('replace', 'true'); }
    return fetch(form.action, { method: 'POST', body: data, credentials: 'same-origin',
                                headers: { 'Accept': 'application/json' } })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      });
  }

  /** A saved answer: the row shows the result and carries the new version. */
  function show(r, body) {
    r.setAttribute('data-version', body.version);
    r.querySelector('.res').textContent = body.result;
    var hidden = document.querySelectorAll('input[type=hidden][name="v' + r.getAttribute('data-board') + '"]');
    Array.prototype.forEach.call(hidden, function (h) { h.value = body.version; });
  }

  // --- the sheet
  var sheet = document.getElementById('sheet');
  var sheetStatus = document.getElementById('sheet-status');
  var inputs = sheet ? Array.prototype.slice.call(sheet.querySelectorAll('input.result-input')) : [];
  var KEYS = { '1': '1-0', '0': '0-1', '=': '½-½', '½': '½-½', '+': '+/-', '-': '-/+' };
  var confirming = null; // the input whose board the server asked to confirm
  var busy = false;

  function sheetSay(t, bad) { if (sheetStatus) { sheetStatus.textContent = t; sheetStatus.className = bad ? 'error' : ''; } }
  function rowOf(input) { return input.closest('tr'); }
  function mark(input) {
    var r = rowOf(input);
    r.classList.toggle('typed', input.value.trim() !== '');
  }
  function go(index) {
    if (index < 0 || index >= inputs.length) { return; }
    inputs[index].focus();
    inputs[index].select();
  }
  function typedCount() { return inputs.filter(function (i) { return i.value.trim() !== ''; }).length; }

  /** Saves the typed boards one after the other, in board order; stops at the first that needs the arbiter. */
  function saveSheet(replaceFirst) {
    if (busy) { return; }
    var todo = inputs.filter(function (i) { return i.value.trim() !== ''; });
    if (!todo.length) { sheetSay(text('nothing'), false); return; }
    busy = true;
    var saved = 0;
    sheetSay(text('saving'), false);
    (function next(k, replace) {
      if (k >= todo.length) {
        busy = false;
        sheetSay(text('saved', [saved]), false);
        return;
      }
      var input = todo[k];
      var r = rowOf(input);
      var board = r.getAttribute('data-board');
      post(sheet, board, input.value.trim(), r.getAttribute('data-version'), replace)
        .then(function (answer) {
          if (answer.ok) {
            show(r, answer.body);
            input.value = '';
            mark(input);
            r.classList.remove('failed');
            r.classList.add('saved');
            saved++;
            next(k + 1, false);
            return;
          }
          busy = false;
          r.classList.add('failed');
          if (answer.body.version !== undefined) {
            r.setAttribute('data-version', answer.body.version); // the arbiter has now seen what it holds
          }
          confirming = answer.body.confirm ? input : null;
          sheetSay(answer.body.message, true);
          input.focus();
          input.select();
        })
        .catch(function (err) { busy = false; sheetSay(text('notSaved', [err]), true); });
    }(0, !!replaceFirst));
  }

  inputs.forEach(function (input, index) {
    input.addEventListener('keydown', function (e) {
      if (e.ctrlKey || e.metaKey || e.altKey) { return; }
      if (e.key === 'Enter') {
        e.preventDefault();
        var replace = confirming === input;
        confirming = null;
        saveSheet(replace);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        if (confirming === input) {
          var r = rowOf(input);
          sheetSay(text('keeps', [r.getAttribute('data-board'), resultText(r)]), false);
          input.value = '';
          mark(input);
          r.classList.remove('failed');
          confirming = null;
          go(index + 1);
        }
      } else if (Object.prototype.hasOwnProperty.call(KEYS, e.key)) {
        e.preventDefault();
        input.value = KEYS[e.key];
        mark(input);
        confirming = null;
        var left = typedCount();
        sheetSay(text('typed', [left]), false);
        go(index + 1);
      } else if (e.key === 'Backspace' || e.key === 'Delete') {
        e.preventDefault();
        input.value = '';
        mark(input);
        confirming = null;
        sheetSay(text('cleared', [rowOf(input).getAttribute('data-board')]), false);
      } else if (e.key === 'ArrowDown') {
        e.preventDefault();
        go(index + 1);
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        go(index - 1);
      }
    });
    input.addEventListener('focus', function () { rowOf(input).classList.add('current'); });
    input.addEventListener('blur', function () { rowOf(input).classList.remove('current'); });
    input.addEventListener('input', function () { mark(input); confirming = null; });
  });
  if (sheet) {
    sheet.addEventListener('submit', function (e) { e.preventDefault(); saveSheet(false); });
  }

  // --- the quick form: board number, Enter, result, Enter
  var form = document.getElementById('entry');
  if (form) {
    var board = form.elements['board'];
    var result = form.elements['result'];
    var status = document.getElementById('status');
    var replace = document.getElementById('replace');
    var pending = null; // {board, result} the server asked to confirm
    var boards = parseInt(form.getAttribute('data-boards'), 10);

    var say = function (t, bad) { status.textContent = t; status.className = bad ? 'error' : ''; };
    var unconfirm = function () { pending = null; if (replace) { replace.checked = false; } };
    var focusBoard = function (n) {
      unconfirm();
      board.value = n && n <= boards ? String(n) : '';
      result.value = '';
      board.focus();
      board.select();
    };

    board.addEventListener('keydown', function (e) {
      if (e.key === 'Enter') {
        e.preventDefault();
        if (!row(board.value.trim())) { say(text('noBoard', [board.value]), true); board.select(); return; }
        result.focus();
        result.select();
      }
    });
    result.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && pending) {
        e.preventDefault();
        say(text('keeps', [pending.board, resultText(row(pending.board))]), false);
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
      if (!r) { say(text('noBoard', [n]), true); board.focus(); board.select(); return; }
      post(form, n, result.value, r.getAttribute('data-version'), replace && replace.checked)
        .then(function (answer) {
          if (answer.ok) {
            show(r, answer.body);
            say(answer.body.message, false);
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
        .catch(function (err) { say(text('notSaved', [err]), true); });
    });
  }

  // Where the focus starts: back in the quick form after a save without script, else board 1 of the sheet.
  if (form && sheet && sheet.getAttribute('data-quick') === 'true') {
    form.elements['board'].focus();
    form.elements['board'].select();
  } else if (inputs.length) {
    go(0);
  } else if (form) {
    form.elements['board'].focus();
  }
}());
