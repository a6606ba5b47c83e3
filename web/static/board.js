// The live board (issue #34): draws a game from the server's JSON (web/server.py), follows its stream of
// changes, and sends the moves a person picks. No framework: the page is one SVG and a few lists.
// A rule set's own pieces and markers come from its plug-in (web/static/rules/<rule set>.js), which
// calls CatanBoard.register({draw(svg, ctx), panel(ctx)}).
"use strict";
(() => {
  const NS = "http://www.w3.org/2000/svg";
  const game = location.pathname.split("/")[2];
  let token = new URLSearchParams(location.search).get("t");
  let doc = null, map = null, words = {}, log = [], chosen = null, choice = null, stream = null;
  const plugins = [];
  const loaded = new Set();
  const $ = (id) => document.getElementById(id);
  const query = () => (token ? "?t=" + encodeURIComponent(token) : "");

  function el(tag, attrs, parent, text) {
    const node = document.createElementNS(tag === "svg" || parent instanceof SVGElement ? NS : "http://www.w3.org/1999/xhtml", tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }
  function html(tag, attrs, parent, text) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }
  function colour(seat) {
    const p = doc.view.players[seat];
    if (p) return map.palette.players[p.colour] || map.palette.unknown_player;
    for (const plugin of plugins) {  // owners without a person (the 2-player variant's neutrals)
      const c = plugin.colourName && plugin.colourName(seat, doc);
      if (c) return map.palette.players[c] || map.palette.unknown_player;
    }
    return map.palette.unknown_player;
  }
  function corners(at, r) {
    return [-90, -30, 30, 90, 150, 210]
      .map((a) => [at[0] + r * Math.cos((a * Math.PI) / 180), at[1] + r * Math.sin((a * Math.PI) / 180)])
      .map((p) => p[0].toFixed(1) + "," + p[1].toFixed(1)).join(" ");
  }
  function edgeEnds(e) {
    const [a, b] = map.edges[e].ends;
    return [map.vertices[a].at, map.vertices[b].at];
  }
  function name(seat) { return (doc.names && doc.names[seat]) || "#" + (seat + 1); }

  // The same operations as web/diff.py's patch: [path, value] sets, [path] removes.
  function apply(target, ops) {
    for (const op of ops) {
      const path = op[0];
      if (path.length === 0) { target = op[1]; continue; }
      let parent = target;
      for (const key of path.slice(0, -1)) parent = parent[key];
      const last = path[path.length - 1];
      if (op.length === 1) delete parent[last]; else parent[last] = op[1];
    }
    return target;
  }

  async function call(method, path, body) {
    const response = await fetch(`/g/${game}${path}${query()}`, {
      method, headers: body ? { "Content-Type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined,
    });
    let data = {};
    try { data = await response.json(); } catch (e) { data = {}; }
    if (!response.ok) throw data;
    return data;
  }

  function notice(text) {
    const box = $("notice");
    box.textContent = text || "";
    box.hidden = !text;
  }

  async function play(action) {
    notice("");
    try {
      await call("POST", "/move", { action });
      chosen = null; choice = null;
    } catch (refusal) {
      notice(refusal.refused || words.connection_lost || "!");
    }
  }

  // --- the board -------------------------------------------------------------------------------------
  function drawBoard() {
    const svg = $("board");
    svg.replaceChildren();
    svg.setAttribute("viewBox", `0 0 ${map.width} ${map.height}`);
    svg.setAttribute("aria-label", words.board_label || "");
    const P = map.palette, S = map.size, view = doc.view, board = view.board;
    el("rect", { x: 0, y: 0, width: map.width, height: map.height, fill: P.sea }, svg);
    const land = el("g", { "aria-hidden": "true" }, svg);
    map.hexes.forEach((h, i) => {
      const t = board.terrain[i];
      el("polygon", { points: corners(h.at, S * 0.985), fill: P.terrain[t] || P.unknown_player, stroke: P.outline, "stroke-width": 2 }, land);
      const n = board.numbers[i];
      if (n > 0) {
        el("circle", { cx: h.at[0], cy: h.at[1], r: S * 0.3, fill: P.token, stroke: P.token_edge, "stroke-width": 2 }, land);
        el("text", { x: h.at[0], y: h.at[1] + S * 0.11, "text-anchor": "middle", "font-size": S * 0.32, "font-weight": "bold",
          fill: n === 6 || n === 8 ? P.red_number : P.ink }, land, String(n));
      }
    });
    map.harbors.forEach((h) => {
      const [a, b] = edgeEnds(h.edge);
      for (const end of [a, b]) el("line", { x1: h.at[0], y1: h.at[1], x2: end[0], y2: end[1], stroke: P.pier, "stroke-width": S * 0.06 }, land);
      const generic = !(h.kind < P.terrain.length - 1);
      el("circle", { cx: h.at[0], cy: h.at[1], r: S * 0.3, fill: generic ? P.harbor : P.terrain[h.kind], stroke: P.outline, "stroke-width": 2 }, land);
      el("text", { x: h.at[0], y: h.at[1] + S * 0.09, "text-anchor": "middle", "font-size": S * 0.24, "font-weight": "bold", fill: P.ink }, land, generic ? "3:1" : "2:1");
    });
    const pieces = el("g", { "aria-hidden": "true" }, svg);
    for (const [e, seat] of view.roads || []) {
      const [a, b] = edgeEnds(e);
      el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: P.outline, "stroke-width": S * 0.16, "stroke-linecap": "round" }, pieces);
      el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: colour(seat), "stroke-width": S * 0.1, "stroke-linecap": "round" }, pieces);
    }
    for (const [v, seat, kind] of view.buildings || []) drawBuilding(pieces, map.vertices[v].at, seat, kind);
    const robber = board.robber;
    if (robber !== undefined && robber !== null && robber >= 0 && map.hexes[robber]) {
      const at = map.hexes[robber].at;
      el("ellipse", { cx: at[0] - S * 0.42, cy: at[1], rx: S * 0.14, ry: S * 0.24, fill: P.robber, stroke: P.outline, "stroke-width": 2 }, pieces);
      el("circle", { cx: at[0] - S * 0.42, cy: at[1] - S * 0.26, r: S * 0.1, fill: P.robber, stroke: P.outline, "stroke-width": 2 }, pieces);
    }
    const ctx = context();
    for (const p of plugins) if (p.draw) p.draw(pieces, ctx);
    drawSpots(svg);
  }

  function drawBuilding(parent, at, seat, kind) {
    const S = map.size, [x, y] = at, s = S * (kind >= 2 ? 0.26 : 0.19);
    const shape = kind >= 2
      ? [[x - s, y + s * 0.7], [x - s, y - s * 0.3], [x - s * 0.2, y - s * 0.3], [x - s * 0.2, y - s], [x + s * 0.4, y - s * 1.4], [x + s, y - s], [x + s, y + s * 0.7]]
      : [[x - s, y + s * 0.7], [x - s, y - s * 0.2], [x, y - s], [x + s, y - s * 0.2], [x + s, y + s * 0.7]];
    el("polygon", { points: shape.map((p) => p.map((n) => n.toFixed(1)).join(",")).join(" "), fill: colour(seat),
      stroke: map.palette.outline, "stroke-width": 3 }, parent);
  }

  function spotPoint(code, id) {
    if (code === "v") return { at: map.vertices[id].at, words: map.vertices[id].words, r: 0.2 };
    if (code === "e") {
      const [a, b] = edgeEnds(id);
      return { at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], words: map.edges[id].words, r: 0.16 };
    }
    const hex = map.hexes[id] || map.frame[id - map.hexes.length];
    return { at: hex.at, words: hex.words || hex.label, r: 0.42 };
  }

  // Legal targets: the spots of the seat's legal actions (two-spot actions: the first spots, then the
  // second ones of the chosen first). A click plays the spot's one action, or offers its several.
  function targets() {
    const out = new Map();
    for (const act of doc.legal.acts) {
      const at = act.at;
      if (!at) continue;
      let key;
      if (chosen) {
        if (at.length !== 3 || at[0] !== chosen.code || at[1] !== chosen.id) continue;
        key = at[0] + ":" + at[2];
      } else {
        key = at[0] + ":" + at[1];
      }
      if (!out.has(key)) out.set(key, []);
      out.get(key).push(act);
    }
    return out;
  }

  function drawSpots(svg) {
    const layer = el("g", {}, svg);
    for (const [key, acts] of targets()) {
      const [code, id] = [key.split(":")[0], Number(key.split(":")[1])];
      const spot = spotPoint(code, id);
      const label = spot.words + " — " + acts.map((a) => a.words).join(" / ");
      const g = el("g", { class: "spot", tabindex: 0, role: "button", "aria-label": label }, layer);
      el("title", {}, g, label);
      el("circle", { class: "ring", cx: spot.at[0], cy: spot.at[1], r: map.size * spot.r, fill: map.palette.highlight, "fill-opacity": 0.85 }, g);
      const pick = () => picked(code, id, acts);
      g.addEventListener("click", pick);
      g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick(); } });
    }
  }

  function picked(code, id, acts) {
    if (!chosen && acts.every((a) => a.at.length === 3)) {
      chosen = { code, id };
      render();
      return;
    }
    if (acts.length === 1) { play(acts[0].a); return; }
    choice = acts;
    render();
    const first = $("actions").querySelector("button");
    if (first) first.focus();
  }

  // --- the panels ------------------------------------------------------------------------------------
  function drawPanels() {
    $("title").textContent = (words.title || "Catan #") + game;
    $("status").textContent = doc.status || "";
    $("players-title").textContent = words.players || "";
    $("log-title").textContent = words.log || "";
    const players = $("players");
    players.replaceChildren();
    doc.view.players.forEach((p, seat) => {
      const li = html("li", seat === doc.view.active ? { "aria-current": "true" } : {}, players);
      html("span", { class: "swatch", "data-seat": seat }, li);
      const who = html(seat === doc.view.active ? "strong" : "span", {}, li, name(seat));
      who.title = p.colour;
      li.append(` ${p.public_vp} ${words.points || ""} · ${p.resource_count} ${words.cards || ""} · ${p.dev_card_count} ${words.dev_cards || ""}`);
    });
    // Colours through the CSSOM, not style attributes: the Content-Security-Policy allows no inline style.
    players.querySelectorAll(".swatch").forEach((s) => { s.style.background = colour(Number(s.dataset.seat)); });
    const you = doc.view.you;
    $("hand-area").hidden = !you;
    if (you) {
      $("hand-title").textContent = words.your_hand || "";
      const hand = $("hand");
      hand.replaceChildren();
      for (const line of doc.hand || []) html("li", {}, hand, line);
    }
    const ctx = context();
    for (const p of plugins) if (p.panel) p.panel(ctx);
    drawActions();
    const list = $("log");
    list.replaceChildren();
    for (const line of log) html("li", {}, list, line);
    list.scrollTop = list.scrollHeight;
  }

  function drawActions() {
    const box = $("actions");
    box.replaceChildren();
    if (doc.seat === null || doc.seat === undefined) {
      $("actions-title").textContent = words.spectating || "";
      return;
    }
    const acts = doc.legal.acts, forms = doc.legal.forms || {};
    const any = acts.length > 0 || Object.keys(forms).length > 0;
    $("actions-title").textContent = any ? words.your_move || "" : words.waiting || "";
    if (!any) { html("p", {}, box, words.legal_none || ""); return; }
    if (choice) {
      html("p", {}, box, words.choose || "");
      for (const act of choice) button(box, act.words, () => play(act.a));
      button(box, words.cancel || "×", () => { choice = null; render(); });
      return;
    }
    if (chosen) button(box, words.cancel || "×", () => { chosen = null; render(); });
    // A plug-in may claim acts it offers in a panel of its own (trade.js: answers to offers, bank trades).
    for (const act of acts) if (!act.at && !plugins.some((p) => p.claims && p.claims(act.a))) button(box, act.words, () => play(act.a));
    for (const [kind, count] of Object.entries(forms)) cardsForm(box, kind, count);
  }

  function button(parent, text, onClick) {
    const b = html("button", { type: "button" }, parent, text);
    b.addEventListener("click", onClick);
    return b;
  }

  // A kind with many variants (a discard): counts per card of the hand, checked by the server like any move.
  function cardsForm(parent, kind) {
    const you = doc.view.you, form = html("div", { class: "form" }, parent);
    html("p", {}, form, `${words.discard_total || ""} ${you.discard_owed || ""}`);
    const inputs = [];
    for (const [card, held] of Object.entries(you.hand)) {
      const label = html("label", {}, form, ((words.card || {})[card] || card) + " ");
      const input = html("input", { type: "number", min: 0, max: held, value: 0, inputmode: "numeric" }, label);
      if (held === 0) input.disabled = true;
      inputs.push(input);
    }
    button(form, words.send || "OK", () => play([kind, inputs.map((i) => Number(i.value) || 0)]));
  }

  function context() {
    return { doc, map, words, el, colour, name, play, edgeEnds, spotPoint, palette: map.palette, svgNS: NS };
  }

  function render() {
    if (!doc || !map) return;
    drawBoard();
    drawPanels();
  }

  function loadScripts(paths) {
    for (const path of paths || []) {
      if (loaded.has(path)) continue;
      loaded.add(path);
      const s = document.createElement("script");
      s.src = "/static/" + path;
      document.head.appendChild(s);
    }
  }

  function listen() {
    if (stream) stream.close();
    stream = new EventSource(`/g/${game}/events${query()}`);
    stream.addEventListener("init", (e) => {
      const data = JSON.parse(e.data);
      doc = data.doc; log = data.log; notice("");
      loadScripts(doc.scripts);
      render();
    });
    stream.addEventListener("update", (e) => {
      const data = JSON.parse(e.data);
      doc = apply(doc, data.ops);
      log = log.concat(data.log).slice(-30);
      chosen = null; choice = null;
      render();
    });
    stream.onerror = () => notice(words.connection_lost || "");
  }

  // Before the token expires, trade it for a fresh one (web/tokens.py) and follow the stream with it.
  function renewLater() {
    if (!token) return;
    const expires = Number(token.split(".")[1]) * 1000;
    const wait = Math.max(10000, expires - 3600 * 1000 - Date.now());
    setTimeout(async () => {
      try {
        const fresh = await call("POST", "/token");
        token = fresh.t;
        history.replaceState(null, "", `${location.pathname}?t=${encodeURIComponent(token)}`);
        listen();
      } catch (e) {
        notice(words.link_expired || "");
      }
      renewLater();
    }, Math.min(wait, 2147483647));
  }

  window.CatanBoard = {
    register(plugin) { plugins.push(plugin); render(); },
    get doc() { return doc; },
  };

  async function start() {
    try {
      const [state, island] = await Promise.all([call("GET", "/state"), call("GET", "/map")]);
      doc = state.doc; log = state.log; words = state.words; map = island;
      document.documentElement.lang = state.lang || "en";
    } catch (refusal) {
      notice(refusal.refused || "Catan");
      return;
    }
    loadScripts(doc.scripts);
    render();
    listen();
    renewLater();
  }

  start();
})();
