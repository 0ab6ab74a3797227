// Keeps a public page up to date (#34): it follows its event's changes (server-sent events from the address in
// #live-status) and, when one concerns the page, fetches the page again and puts the new main content in place,
// keeping the scroll position and the focus; the polite live region says when. A page may handle some changes itself
// (window.hakemLive(change) answers true). Without JavaScript or EventSource the page stays as loaded: a reload shows
// the truth.
(function () {
  'use strict';
  var status = document.getElementById('live-status');
  if (!status || !window.EventSource || !window.fetch || !window.DOMParser) {
    return;
  }
  var busy = false;
  var again = false;
  var broken = false;

  function say() {
    status.textContent = status.getAttribute('data-updated') + ' ' + new Date().toLocaleTimeString();
  }

  function swap(html) {
    var doc = new DOMParser().parseFromString(html, 'text/html');
    var fresh = doc.getElementById('main');
    var main = document.getElementById('main');
    if (!fresh || !main) {
      return;
    }
    var active = document.activeElement;
    var focused = active && active !== document.body && main.contains(active) ? active.id : null;
    var x = window.scrollX;
    var y = window.scrollY;
    var nodes = [];
    for (var i = 0; i < fresh.childNodes.length; i++) {
      nodes.push(document.importNode(fresh.childNodes[i], true));
    }
    while (main.firstChild) {
      main.removeChild(main.firstChild);
    }
    nodes.forEach(function (n) { main.appendChild(n); });
    var placeholder = document.getElementById('live-status');
    if (placeholder && placeholder !== status) { // the same live region stays, so that readers hear it
      placeholder.parentNode.replaceChild(status, placeholder);
    }
    if (doc.title) {
      document.title = doc.title;
    }
    window.scrollTo(x, y);
    if (focused && document.getElementById(focused)) {
      document.getElementById(focused).focus({preventScroll: true});
    }
  }

  function refresh() {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    fetch(window.location.href, {credentials: 'same-origin', cache: 'no-store', headers: {'Accept': 'text/html'}})
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (html) {
          swap(html);
          say();
        }
      })
      .catch(function () { /* the next change, or a reload, tries again */ })
      .then(function () {
        busy = false;
        if (again) {
          again = false;
          refresh();
        }
      });
  }

  function follow() {
    var source = new EventSource(status.getAttribute('data-stream'));
    source.onmessage = function (e) {
      var change;
      try {
        change = JSON.parse(e.data);
      } catch (x) {
        return;
      }
      if (window.hakemLive && window.hakemLive(change)) {
        say();
      } else if (change.page) {
        refresh();
      }
    };
    source.onerror = function () {
      broken = true;
      status.removeAttribute('data-following');
      if (source.readyState === 2) { // refused (the server is full) or gone: try again later, as a reload would
        setTimeout(follow, 20000 + Math.random() * 20000);
      }
    };
    source.onopen = function () {
      status.setAttribute('data-following', 'true'); // for people nothing changes; tests wait for it
      if (broken) { // changes may have been missed while away
        broken = false;
        refresh();
      }
    };
  }

  follow();
}());
