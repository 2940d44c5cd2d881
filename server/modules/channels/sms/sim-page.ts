// The SMS phone simulator's page (issue 34): a phone number, its inbox (what the server sent that number, from
// sms_outbox) and a send box. Static HTML and a static script (/sim/sms/app.js) under a strict policy: no inline
// script, nothing from elsewhere. The Ethiopic font is served from the client's own font package, so Amharic and
// Tigrinya replies read on a machine without one. Laid out for a 390 px phone.
export const SIM_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; font-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const simPageHtml = (shortCode: string): string => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>SMS phone (simulator)</title>
<style>
@font-face{font-family:'Noto Sans Ethiopic';src:url(/sim/sms/ethiopic.woff2) format('woff2');unicode-range:U+1200-139F,U+2D80-2DDF,U+AB00-AB2F}
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 system-ui,'Noto Sans Ethiopic',sans-serif;background:#e5e7eb;color:#111}
main{max-width:420px;margin:0 auto;height:100vh;height:100dvh;display:flex;flex-direction:column;background:#f8fafc}
header{background:#1e3a8a;color:#fff;padding:10px 12px}
header h1{font-size:17px;margin:0 0 6px}
.note{font-size:12px;color:#fde68a;margin:0 0 8px}
.row{display:flex;gap:6px}
input,textarea,button{font:inherit}
input{flex:1;min-width:0;padding:8px;border-radius:6px;border:1px solid #94a3b8}
button{padding:8px 14px;border:0;border-radius:6px;background:#16a34a;color:#fff;font-weight:600}
#inbox{flex:1;min-height:0;overflow-y:auto;padding:10px;display:flex;flex-direction:column;gap:8px}
.msg{max-width:85%;padding:8px 10px;border-radius:12px;white-space:pre-wrap;word-wrap:break-word}
.in{align-self:flex-start;background:#fff;border:1px solid #cbd5e1}
.out{align-self:flex-end;background:#bbf7d0}
.at{display:block;font-size:11px;color:#64748b;margin-top:2px}
.empty{color:#64748b;text-align:center;margin-top:30px}
footer{padding:8px;border-top:1px solid #cbd5e1;background:#fff}
textarea{width:100%;height:64px;padding:8px;border-radius:6px;border:1px solid #94a3b8;resize:vertical}
#status{font-size:12px;color:#b91c1c;min-height:16px}
</style></head><body><main>
<header><h1>SMS phone · to ${shortCode}</h1><p class="note">Simulator: messages are signed by the server, no real SMS is sent.</p>
<form id="pick" class="row"><input id="phone" name="phone" inputmode="tel" autocomplete="off" placeholder="+2519XXXXXXXX" aria-label="Phone number"><button type="submit">Open</button></form></header>
<section id="inbox" aria-live="polite" aria-label="Inbox"><p class="empty">Choose a phone number.</p></section>
<footer><form id="send"><textarea id="text" name="text" maxlength="640" placeholder="1001#1#50 · BAL · HELP · ሂሳብ" aria-label="Message"></textarea>
<div class="row"><span id="status" style="flex:1"></span><button type="submit">Send</button></div></form></footer>
</main><script src="/sim/sms/app.js"></script></body></html>`;

/** The page's script: opens a phone, polls its inbox, sends through the simulator's signing route. */
export const SIM_PAGE_SCRIPT = `'use strict';
(function () {
  var phone = new URLSearchParams(location.search).get('phone') || '';
  var sent = [];
  var $ = function (id) { return document.getElementById(id); };
  $('phone').value = phone;
  function el(tag, cls, text) { var e = document.createElement(tag); e.className = cls; e.textContent = text; return e; }
  function time(iso) { return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }); }
  function render(messages) {
    var box = $('inbox');
    var all = messages.map(function (m) { return { dir: 'in', text: m.text, at: m.created_at }; }).concat(sent);
    all.sort(function (a, b) { return a.at < b.at ? -1 : a.at > b.at ? 1 : 0; });
    box.textContent = '';
    if (all.length === 0) { box.appendChild(el('p', 'empty', phone ? 'No messages yet.' : 'Choose a phone number.')); return; }
    all.forEach(function (m) {
      var d = el('div', 'msg ' + m.dir, m.text);
      d.setAttribute('data-dir', m.dir);
      d.appendChild(el('span', 'at', time(m.at)));
      box.appendChild(d);
    });
    box.scrollTop = box.scrollHeight;
  }
  function load() {
    if (!phone) { render([]); return; }
    fetch('/sim/sms/inbox?phone=' + encodeURIComponent(phone), { cache: 'no-store' })
      .then(function (r) { return r.ok ? r.json() : { messages: [] }; })
      .then(function (b) { render(b.messages || []); })
      .catch(function () {});
  }
  $('pick').addEventListener('submit', function (e) {
    e.preventDefault();
    phone = $('phone').value.trim();
    sent = [];
    history.replaceState(null, '', '/sim/sms?phone=' + encodeURIComponent(phone));
    load();
  });
  $('send').addEventListener('submit', function (e) {
    e.preventDefault();
    var text = $('text').value;
    if (!phone) { $('status').textContent = 'Choose a phone number first.'; return; }
    $('status').textContent = '';
    sent.push({ dir: 'out', text: text, at: new Date().toISOString() });
    $('text').value = '';
    fetch('/sim/sms/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: phone, text: text }) })
      .then(function (r) { return r.json().then(function (b) { if (!r.ok) { $('status').textContent = b.message || 'Not sent'; } }); })
      .catch(function () { $('status').textContent = 'Not sent'; })
      .then(load);
  });
  load();
  setInterval(load, 1500);
})();
`;
