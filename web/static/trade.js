// The board's trade panel (issue #34 item 4), a plug-in like a rule set's: the open offers as everyone sees
// them, the answers the viewer's legal actions allow (accept, decline, withdraw, confirm), a counter-offer,
// a new offer to everyone or one player, and bank or harbor trades at the seat's rates. What it shows is the
// document's "trade" part (web/trades.py); what it sends is a move like any other (POST /g/<id>/move),
// checked in full by the server, and a refusal is said here, in the panel, in the viewer's language.
"use strict";
(() => {
  const CLAIMED = new Set(["accept", "decline", "withdraw", "confirm", "bank_trade"]);
  const game = location.pathname.split("/")[2];
  // What the person is typing survives the redraw each move of the game causes.
  let form = null; // null | {kind: "offer"} | {kind: "counter", id}
  let counts = { give: {}, get: {} }, target = null, bank = { give: null, get: null }, refusal = "";
  // Offers the person accepted: if one closes before it trades (the turn ended), the panel says so in place.
  const answered = new Set();
  let gone = "";

  const style = document.createElement("link");
  style.rel = "stylesheet";
  style.href = "/static/trade.css";
  document.head.appendChild(style);

  const html = window.CatanBoard.html;
  function button(parent, text, onClick, attrs) {
    const b = html("button", { type: "button", ...(attrs || {}) }, parent, text);
    b.addEventListener("click", onClick);
    return b;
  }

  async function send(action) {
    const token = new URLSearchParams(location.search).get("t"); // board.js renews it in the address
    const query = token ? "?t=" + encodeURIComponent(token) : "";
    let answer = {}, ok = false;
    try {
      const response = await fetch(`/g/${game}/move${query}`, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action }),
      });
      ok = response.ok;
      try { answer = await response.json(); } catch (e) { answer = {}; }
    } catch (e) {
      answer = {};
    }
    if (ok) {
      if (action[0] === "accept") answered.add(action[1]);
      form = null; counts = { give: {}, get: {} }; bank = { give: null, get: null }; refusal = "";
    } else {
      refusal = answer.refused || ((CatanBoard.doc || {}).trade || { words: {} }).words.failed || "!";
    }
    draw();
    if (ok && CatanBoard.focusMove) CatanBoard.focusMove();  // the keyboard goes on with the next move
  }

  // Close the open offer or counter form and give the keyboard back to the button that opened it.
  function closeForm() {
    if (!form) return false;
    const back = form.kind === "counter" ? `[data-offer="${form.id}"] [data-trade="counter-open"]` : '[data-trade="offer-open"]';
    form = null; refusal = "";
    draw();
    const again = document.querySelector(`#trade-area ${back}`);
    if (again) again.focus();
    return true;
  }
  document.addEventListener("keydown", (e) => { if (e.key === "Escape" && closeForm()) e.preventDefault(); });

  // Why an accepted offer has gone: its closing line in the board's log (web.documents.offer_closed_line),
  // found through the line's words with the offer's number in its place, or the panel's words for a closed offer.
  function whyGone(W, id) {
    const quote = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const [head, tail] = W.closed_line.split("{reason}");
    const pattern = new RegExp("^" + quote(head).replace(quote("{offer}"), String(id)) + ".*" + quote(tail || "") + "$");
    const lines = (CatanBoard.log || []).filter((l) => pattern.test(l));
    return lines.length ? lines[lines.length - 1] : W.gone.replace("{offer}", String(id));
  }

  function area() {
    let section = document.getElementById("trade-area");
    if (!section) {
      section = html("section", { id: "trade-area", "aria-labelledby": "trade-title" });
      const after = document.getElementById("actions-area");
      after.parentNode.insertBefore(section, after.nextSibling);
    }
    return section;
  }

  function bundle(cards, side) {
    return cards.map(([card]) => Math.max(0, Number(counts[side][card]) || 0));
  }

  // The card counts of an offer or counter-offer: a row per card of the hand, what one gives and gets.
  function cardsTable(parent, panel, title) {
    const W = panel.words, cards = panel.propose.cards;
    const table = html("table", { class: "trade-cards" }, parent);
    html("caption", {}, table, title);
    const head = html("tr", {}, html("thead", {}, table));
    html("th", { scope: "col" }, head, "");
    html("th", { scope: "col" }, head, W.give);
    html("th", { scope: "col" }, head, W.get);
    const body = html("tbody", {}, table);
    for (const [card, word, held] of cards) {
      const row = html("tr", {}, body);
      html("th", { scope: "row", id: `trade-card-${card}` }, row, word);
      for (const side of ["give", "get"]) {
        const input = html("input", {
          type: "number", min: 0, max: side === "give" ? held : 19, value: counts[side][card] || 0, inputmode: "numeric",
          id: `trade-${side}-${card}`, "aria-label": `${side === "give" ? W.give : W.get}: ${word}`,
        }, html("td", {}, row));
        if (side === "give" && !held) input.disabled = true;
        input.addEventListener("input", () => { counts[side][card] = input.value; });
      }
    }
  }

  function offerForm(parent, panel) {
    const W = panel.words, propose = panel.propose;
    const box = html("div", { class: "trade-form", id: "trade-offer-form" }, parent);
    cardsTable(box, panel, W.new);
    const label = html("label", {}, box, W.to + " ");
    const select = html("select", { id: "trade-target" }, label);
    for (const [seat, who] of propose.targets) html("option", { value: seat }, select, who);
    if (target !== null && propose.targets.some(([s]) => s === target)) select.value = String(target);
    select.addEventListener("change", () => { target = Number(select.value); });
    const row = html("div", { class: "trade-buttons" }, box);
    button(row, W.send, () => send(["offer", bundle(propose.cards, "give"), bundle(propose.cards, "get"), Number(select.value)]),
      { "data-trade": "offer" });
    button(row, W.cancel, () => { closeForm(); if (CatanBoard.focusMove) CatanBoard.focusMove(); }, { "data-trade": "cancel" });
  }

  function counterForm(parent, panel, offer) {
    const W = panel.words, cards = panel.propose.cards;
    const box = html("div", { class: "trade-form", id: "trade-counter-form" }, parent);
    cardsTable(box, panel, offer.label);
    const row = html("div", { class: "trade-buttons" }, box);
    button(row, W.send_counter, () => send(["counter", offer.id, bundle(cards, "give"), bundle(cards, "get")]),
      { "data-trade": "counter" });
    button(row, W.cancel, () => { closeForm(); if (CatanBoard.focusMove) CatanBoard.focusMove(); }, { "data-trade": "cancel" });
  }

  function bankForm(parent, panel) {
    const W = panel.words, rows = panel.bank;
    const box = html("div", { class: "trade-form", id: "trade-bank-form" }, parent);
    html("h3", {}, box, W.bank);
    if (!rows.some((r) => r.give === bank.give)) bank.give = rows[0].give;
    const chosen = rows.find((r) => r.give === bank.give);
    if (!chosen.gets.some(([c]) => c === bank.get)) bank.get = chosen.gets[0][0];
    const give = html("select", { id: "trade-bank-give" }, html("label", {}, box, W.bank_give + " "));
    for (const r of rows) html("option", { value: r.give }, give, r.label);
    give.value = String(bank.give);
    give.addEventListener("change", () => { bank.give = Number(give.value); draw(); });
    const get = html("select", { id: "trade-bank-get" }, html("label", {}, box, W.bank_get + " "));
    for (const [card, word] of chosen.gets) html("option", { value: card }, get, word);
    get.value = String(bank.get);
    get.addEventListener("change", () => { bank.get = Number(get.value); });
    button(html("div", { class: "trade-buttons" }, box), W.bank_send,
      () => send(["bank_trade", bank.give, bank.get]), { "data-trade": "bank_trade" });
  }

  function draw() {
    const doc = CatanBoard.doc;
    const panel = doc && doc.trade;
    if (!panel) return;
    const W = panel.words, at = document.activeElement, focused = at && at.id;
    // a button without an id (an offer's Accept, Counter…): found again by what it does and on which offer
    const doing = at && at.dataset && at.dataset.trade, on = doing && at.closest("[data-offer]");
    const which = on ? `[data-offer="${on.dataset.offer}"] ` : "";
    const section = area();
    section.replaceChildren();
    html("h2", { id: "trade-title" }, section, W.title);
    const alert = html("p", { id: "trade-refusal", role: "alert", class: "trade-refusal" }, section, refusal);
    alert.hidden = !refusal;
    for (const id of [...answered]) {
      if (panel.offers.some((o) => o.id === id)) continue;
      answered.delete(id);
      gone = whyGone(W, id);
    }
    const note = html("p", { id: "trade-gone", role: "status", class: "trade-gone" }, section, gone);
    note.hidden = !gone;
    html("h3", {}, section, W.offers);
    if (form && form.kind === "counter" && !panel.offers.some((o) => o.id === form.id && o.counter)) form = null;
    if (form && form.kind === "offer" && !panel.propose) form = null;
    const list = html("ul", { id: "trade-offers" }, section);
    if (!panel.offers.length) html("li", { class: "trade-none" }, list, W.none);
    for (const offer of panel.offers) {
      const li = html("li", { "data-offer": offer.id }, list);
      html("p", { class: "trade-terms" }, li, `${offer.label} — ${offer.to}`);
      if (offer.answers.length) html("p", { class: "trade-answers" }, li, offer.answers.join(" · "));
      const row = html("div", { class: "trade-buttons" }, li);
      for (const act of offer.acts) button(row, act.words, () => { gone = ""; send(act.a); }, { "data-trade": act.a[0] });
      if (offer.counter) {
        button(row, W.counter, () => {
          form = { kind: "counter", id: offer.id };
          // a counter starts from the offer turned round: what they asked for is what one would give
          counts = { give: {}, get: {} };
          // (only what the person holds: a box they cannot use starts at 0, never a disabled box with a number)
          panel.propose.cards.forEach(([card, , held], i) => {
            counts.give[card] = Math.min(offer.get[i] || 0, held); counts.get[card] = offer.give[i] || 0;
          });
          refusal = "";
          draw();
        }, { "data-trade": "counter-open" });
      }
      if (form && form.kind === "counter" && form.id === offer.id) counterForm(li, panel, offer);
    }
    if (panel.propose) {
      if (form && form.kind === "offer") offerForm(section, panel);
      else button(section, W.new, () => { form = { kind: "offer" }; counts = { give: {}, get: {} }; refusal = ""; draw(); },
        { "data-trade": "offer-open" });
    } else if (panel.why) {
      html("p", { class: "trade-why" }, section, panel.why);
    }
    if (panel.bank && panel.bank.length) bankForm(section, panel);
    const again = (focused && document.getElementById(focused))
      || (doing && section.querySelector(`${which}[data-trade="${doing}"]`));
    if (again) again.focus();
  }

  window.CatanBoard.register({
    claims(action) { return CLAIMED.has(action[0]); },
    panel() { draw(); },
  });
})();
