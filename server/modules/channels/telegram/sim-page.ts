// The Telegram chat page of the simulator (/sim/telegram): who you are (Telegram user id, name, phone, language),
// the chat with the bot (its messages with their inline buttons; a tap posts a callback_query), a text box, "Share
// contact" (a contact message with your own user_id) and "Open app" (the Mini App with initData the server signs).
// No inline script: the page's code is /sim/telegram/app.js under a strict policy. Fits a 390 px phone; the
// Ethiopic is drawn with Noto Sans Ethiopic, served by the simulator (a phone or test browser may have none).
export const SIM_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

export function simPageHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Telegram (simulator) · BirrBet bot</title>
<style>
@font-face{font-family:'Noto Sans Ethiopic';src:url(/sim/telegram/ethiopic.woff2) format('woff2');unicode-range:U+1200-139F,U+2D80-2DDF,U+AB00-AB2F}
*{box-sizing:border-box}button,input,select{font-family:inherit}body{margin:0;font-family:system-ui,"Noto Sans Ethiopic",sans-serif;background:#dfe7ee;color:#111}
.app{max-width:480px;margin:0 auto;height:100vh;height:100dvh;display:flex;flex-direction:column;background:#e6ebee}
header{background:#517da2;color:#fff;padding:8px 12px}header h1{font-size:17px;margin:0 0 6px}
.who{display:grid;grid-template-columns:1fr 1fr;gap:6px}.who label{font-size:11px;display:flex;flex-direction:column;gap:2px}
.who input,.who select{font-size:14px;padding:5px;border:0;border-radius:6px;width:100%}
.note{font-size:11px;background:#fef3c7;color:#92400e;padding:4px 12px}
#chat{flex:1;overflow-y:auto;padding:10px;display:flex;flex-direction:column;gap:8px;min-height:0}
.msg{max-width:88%;padding:7px 10px;border-radius:12px;white-space:pre-wrap;word-wrap:break-word;font-size:15px;line-height:1.35}
.bot{align-self:flex-start;background:#fff;border-bottom-left-radius:3px}.me{align-self:flex-end;background:#effdde;border-bottom-right-radius:3px}
.kb{display:flex;flex-direction:column;gap:4px;margin-top:6px}.kb div{display:flex;gap:4px}
.kb button{flex:1;min-width:0;padding:8px 4px;border:0;border-radius:8px;background:#5e8fb4;color:#fff;font-size:13px;cursor:pointer}
.kb button.web{background:#2f9e5b}
#toast{position:fixed;left:50%;transform:translateX(-50%);bottom:120px;background:rgba(0,0,0,.8);color:#fff;padding:8px 14px;border-radius:10px;font-size:14px;display:none;max-width:90%}
footer{background:#fff;padding:8px;display:flex;flex-direction:column;gap:6px;border-top:1px solid #ccd}
.row{display:flex;gap:6px}.row input{flex:1;font-size:16px;padding:8px;border:1px solid #ccd;border-radius:18px;min-width:0}
footer button{padding:8px 12px;border:0;border-radius:18px;background:#517da2;color:#fff;font-size:14px;cursor:pointer}
#reply button{background:#f1f5f9;color:#1f4f7a;border:1px solid #bcd;width:100%}
</style></head><body><div class="app">
<header><h1>Telegram · BirrBet bot</h1><div class="who">
<label>User id<input id="uid" inputmode="numeric" value="700100200"></label>
<label>Name<input id="uname" value="Abebe"></label>
<label>Phone<input id="uphone" inputmode="tel" value="+251911000000"></label>
<label>Language<select id="ulang"><option value="am">አማርኛ</option><option value="en" selected>English</option><option value="om">Afaan Oromoo</option><option value="ti">ትግርኛ</option></select></label>
</div></header>
<div class="note">Simulated Telegram: messages go to the bot's webhook as Telegram sends them.</div>
<div id="chat" aria-live="polite"></div><div id="toast" role="status"></div>
<footer><div id="reply"></div><div class="row"><input id="text" placeholder="Message" autocomplete="off"><button id="send">Send</button></div>
<div class="row"><button id="start">/start</button><button id="contact">Share contact</button><button id="open">Open app</button></div></footer>
</div><script src="/sim/telegram/app.js"></script></body></html>`;
}

export function simPageScript(): string {
  return `'use strict';
(() => {
  const $ = (id) => document.getElementById(id);
  const chat = $('chat');
  const bubbles = new Map();
  let after = 0;
  let messageId = 1;
  const user = () => ({ id: Number($('uid').value), is_bot: false, first_name: $('uname').value || 'Sim', language_code: $('ulang').value });
  const toast = (text) => { const t = $('toast'); t.textContent = text; t.style.display = 'block'; setTimeout(() => { t.style.display = 'none'; }, 2500); };
  const scroll = () => { chat.scrollTop = chat.scrollHeight; };
  const post = (url, body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const mine = (text) => { const b = document.createElement('div'); b.className = 'msg me'; b.textContent = text; chat.appendChild(b); scroll(); };
  const message = (extra) => ({ message: { message_id: messageId++, from: user(), chat: { id: user().id, type: 'private' }, date: Math.floor(Date.now() / 1000), ...extra } });
  async function openApp(path) {
    const u = user();
    const res = await post('/sim/telegram/init-data', { user_id: u.id, first_name: u.first_name, language_code: u.language_code, path });
    if (!res.ok) { toast('Could not open the app'); return; }
    const { url } = await res.json();
    window.open(url, '_blank');
  }
  function keyboard(bubble, markup, botMessageId) {
    const old = bubble.querySelector('.kb'); if (old) old.remove();
    if (!markup || !Array.isArray(markup.inline_keyboard)) return;
    const kb = document.createElement('div'); kb.className = 'kb';
    for (const row of markup.inline_keyboard) {
      const r = document.createElement('div');
      for (const b of row) {
        const btn = document.createElement('button'); btn.textContent = b.text;
        if (b.web_app) { btn.className = 'web'; btn.onclick = () => openApp(new URL(b.web_app.url, location.href).pathname); }
        else if (b.url) { btn.onclick = () => window.open(b.url, '_blank'); }
        else btn.onclick = () => post('/sim/telegram/updates', { callback_query: { id: String(Date.now()) + Math.random().toString(16).slice(2, 8), from: user(), message: { message_id: botMessageId, chat: { id: user().id, type: 'private' } }, chat_instance: 'sim', data: b.callback_data } });
        r.appendChild(btn);
      }
      kb.appendChild(r);
    }
    bubble.appendChild(kb);
  }
  function replyKeyboard(markup) {
    const box = $('reply'); box.textContent = '';
    if (!markup || !Array.isArray(markup.keyboard)) return;
    for (const row of markup.keyboard) for (const b of row) {
      const btn = document.createElement('button'); btn.textContent = b.text;
      btn.onclick = () => { if (b.request_contact) shareContact(); else sendText(b.text); box.textContent = ''; };
      box.appendChild(btn);
    }
  }
  function apply(call) {
    const p = call.payload;
    if (call.method === 'sendMessage') {
      const b = document.createElement('div'); b.className = 'msg bot';
      const text = document.createElement('div'); text.className = 'text'; text.textContent = p.text; b.appendChild(text);
      keyboard(b, p.reply_markup, call.id); bubbles.set(call.id, b); chat.appendChild(b);
      if (p.reply_markup && (p.reply_markup.keyboard || p.reply_markup.remove_keyboard)) replyKeyboard(p.reply_markup);
    } else if (call.method === 'editMessageText') {
      const b = bubbles.get(p.message_id);
      if (b) { b.querySelector('.text').textContent = p.text; keyboard(b, p.reply_markup, p.message_id); }
    } else if (call.method === 'answerCallbackQuery' && p.text) {
      toast(p.text);
    }
  }
  async function poll() {
    const id = user().id;
    if (Number.isSafeInteger(id) && id > 0) {
      try {
        const res = await fetch('/sim/telegram/calls?chat_id=' + id + '&after=' + after);
        if (res.ok) { const { calls } = await res.json(); for (const c of calls) { apply(c); after = Math.max(after, c.id); } if (calls.length) scroll(); }
      } catch { /* the server restarts: try again */ }
    }
    setTimeout(poll, 700);
  }
  function sendText(text) { if (!text) return; mine(text); post('/sim/telegram/updates', message({ text })); }
  function shareContact() {
    const u = user();
    mine('📱 ' + $('uphone').value);
    post('/sim/telegram/updates', message({ contact: { phone_number: $('uphone').value, first_name: u.first_name, user_id: u.id } }));
  }
  $('send').onclick = () => { const t = $('text'); sendText(t.value.trim()); t.value = ''; };
  $('text').onkeydown = (e) => { if (e.key === 'Enter') $('send').onclick(); };
  $('start').onclick = () => sendText('/start');
  $('contact').onclick = shareContact;
  $('open').onclick = () => openApp('/');
  $('uid').onchange = () => { chat.textContent = ''; bubbles.clear(); after = 0; };
  poll();
})();
`;
}
