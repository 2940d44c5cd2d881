// The simulator's page and script (sim.ts serves them). A feature phone: the number it calls from, a screen of at
// most 182 characters (Ethiopic shown with Noto Sans Ethiopic, served by the simulator), a keypad, Call/Send and
// End. Idle, the keypad dials (*804#); in a session it types the answer. Works at 390 px wide.
export const SIM_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>USSD phone (simulator)</title>
<style>
@font-face{font-family:'Noto Sans Ethiopic';src:url(/sim/ussd/ethiopic.woff2) format('woff2');unicode-range:U+1200-139F,U+2D80-2DDF,U+AB00-AB2F}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,'Noto Sans Ethiopic',sans-serif;background:#e5e7eb;color:#111}
main{max-width:360px;margin:12px auto;padding:0 10px}
.note{font-size:13px;color:#92400e;background:#fef3c7;padding:6px 8px;border-radius:6px;margin:0 0 8px}
label{font-size:14px;display:block;margin:4px 0}
input{font:inherit;width:100%;padding:8px;border:1px solid #9ca3af;border-radius:6px}
.phone{background:#1f2937;border-radius:28px;padding:16px 14px 18px;margin-top:8px}
.screen{background:#c7d8b5;color:#10210a;border-radius:8px;padding:8px;min-height:208px;font-size:15px;line-height:1.3;white-space:pre-wrap;overflow-wrap:anywhere;font-family:'Noto Sans Ethiopic',system-ui,monospace}
.entry{margin-top:6px;border-top:1px dashed #6b7f5a;padding-top:4px;min-height:22px;font-weight:700}
.count{font-size:11px;color:#3f5232;text-align:right}
.keys{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:12px}
button{font:inherit;font-size:20px;padding:10px 0;border:0;border-radius:12px;background:#374151;color:#fff}
.call{background:#15803d}.stop{background:#b91c1c}.clear{background:#6b7280;font-size:16px}
</style></head><body><main>
<p class="note">Simulated USSD gateway: the number below is who calls. No real network.</p>
<label for="msisdn">Phone number</label><input id="msisdn" inputmode="tel" value="+251911000001" autocomplete="off">
<div class="phone">
<div class="screen" id="screen" aria-live="polite" data-state="idle">Dial *804# and press Call</div>
<div class="screen entry" id="entry" data-testid="entry"></div>
<div class="count" id="count"></div>
<div class="keys">
<button data-k="1">1</button><button data-k="2">2</button><button data-k="3">3</button>
<button data-k="4">4</button><button data-k="5">5</button><button data-k="6">6</button>
<button data-k="7">7</button><button data-k="8">8</button><button data-k="9">9</button>
<button data-k="*">*</button><button data-k="0">0</button><button data-k="#">#</button>
<button class="call" id="send">Call</button><button class="clear" id="clear">Del</button><button class="stop" id="end">End</button>
</div></div></main><script src="/sim/ussd/phone.js"></script></body></html>`;

export const SIM_SCRIPT = `'use strict';
(function () {
  var screen = document.getElementById('screen'), entry = document.getElementById('entry'), count = document.getElementById('count');
  var msisdn = document.getElementById('msisdn'), send = document.getElementById('send');
  var session = null, path = null, code = '', busy = false;
  function idle(text) { session = null; path = null; entry.textContent = ''; screen.dataset.state = 'idle'; screen.textContent = text; send.textContent = 'Call'; count.textContent = ''; }
  function show(answer) {
    var kind = answer.slice(0, 3), body = answer.slice(4);
    screen.textContent = body; count.textContent = answer.length + '/182';
    entry.textContent = '';
    if (kind === 'END') { screen.dataset.state = 'ended'; session = null; send.textContent = 'OK'; } else { screen.dataset.state = 'open'; send.textContent = 'Send'; }
  }
  function post(text) {
    busy = true;
    fetch('/sim/ussd/send', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: session || '', serviceCode: code, phoneNumber: msisdn.value, text: text }) })
      .then(function (r) { return r.json(); })
      .then(function (a) { session = a.sessionId; path = text; show(a.screen); })
      .catch(function () { idle('Network error'); })
      .then(function () { busy = false; });
  }
  document.querySelectorAll('[data-k]').forEach(function (b) {
    b.addEventListener('click', function () { if (entry.textContent.length < 40) entry.textContent += b.dataset.k; });
  });
  document.getElementById('clear').addEventListener('click', function () { entry.textContent = entry.textContent.slice(0, -1); });
  document.getElementById('end').addEventListener('click', function () { idle('Call ended'); });
  send.addEventListener('click', function () {
    if (busy) { return; }
    if (screen.dataset.state === 'ended') { idle('Dial *804# and press Call'); return; }
    var typed = entry.textContent;
    if (session === null) {
      if (!/^\\*[0-9*]+#$/.test(typed)) { screen.textContent = 'Dial a code like *804#'; return; }
      code = typed; session = ''; post('');
      return;
    }
    post(path === '' ? typed : path + '*' + typed);
  });
  document.addEventListener('keydown', function (e) {
    if (e.target === msisdn) { return; }
    if (/^[0-9*#]$/.test(e.key)) { if (entry.textContent.length < 40) { entry.textContent += e.key; } }
    else if (e.key === 'Backspace') { entry.textContent = entry.textContent.slice(0, -1); }
    else if (e.key === 'Enter') { send.click(); }
  });
})();
`;
