// The live board (issue #34): draws a game from the server's JSON (web/server.py), follows its stream of
// changes, and sends the moves a person picks. No framework: the page is one SVG and a few lists.
// A rule set's own pieces and markers come from its plug-in (web/static/rules/<rule set>.js), which
// calls CatanBoard.register({draw(svg, ctx), panel(ctx), band(ctx)}); ctx.explain(key, title, text) adds a "?" line
// about one of its parts beside the panels; ctx.piece(parent, kind, label) groups the
// shapes of one piece under the words a screen reader says for it (the document's "labels", from web/rules/<rule
// set>). band(ctx): the height (in hex sizes) of a strip of its own under the island, where nothing else is drawn
// (C&K's barbarian track, as the images draw it under the board); draw then finds it as ctx.band {x, y, width, height}.
// Keyboard: Tab goes through the highlighted spots, then the actions; Enter or Space picks; Escape cancels
// the first half of a two-spot move (a knight's or a ship's move) or a choice among several moves.
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
    for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== undefined) node.setAttribute(k, v);
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
  // A terrain's colour: the base game's, a rule set's own (Seafarers' gold, fog; null: a hex that shows as sea).
  function terrainFill(t) {
    const P = map.palette;
    if (P.terrain[t]) return P.terrain[t];
    const own = (P.tiles || {})[String(t)];
    if (own === null) return P.sea;
    return own || P.unknown_player;
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

  // The thread's lines carry Discord's marks (**bold**, `command`): bold as bold, the rest as plain text.
  function marked(parent, line) {
    parent.replaceChildren();
    String(line).replace(/`/g, "").split(/(\*\*[^*]+\*\*)/).forEach((part) => {
      if (part.startsWith("**") && part.endsWith("**") && part.length > 4) html("strong", {}, parent, part.slice(2, -2));
      else if (part) parent.append(part);
    });
    return parent;
  }

  function notice(text) {
    const box = $("notice");
    marked(box, text || "");
    box.hidden = !text;
  }

  async function play(action) {
    notice("");
    try {
      await call("POST", "/move", { action });
      chosen = null; choice = null;
      focusMove();
    } catch (refusal) {
      notice(refusal.refused || words.connection_lost || "!");
    }
  }

  // After a move, the keyboard goes to the next one: the first button of "Your move", or the board's first spot
  // when the moves are there, not to the top of the page (the stream's redraw may come before or after the answer).
  function focusMove() {
    const next = [...$("actions").querySelectorAll("button, select, input")].find((e) => !e.closest("details") && !e.disabled)
      || document.querySelector("#board .spot");  // (the "More moves" menu repeats the spots: the spots come first)
    if (next) next.focus();
    else $("actions-area").focus();
  }

  // --- the board -------------------------------------------------------------------------------------
  // The drawing's frame: the island with room for the pieces on its outer corners, and the plug-ins' strips under
  // it (C&K's barbarian track), each its own.
  function frame() {
    const pad = map.size * 0.26, S = map.size, ctx = context();
    const bands = new Map();
    let below = 0;
    for (const p of plugins) {
      const high = p.band ? (p.band(ctx) || 0) * S : 0;
      if (high > 0) bands.set(p, { x: -pad, y: map.height + pad + below, width: map.width + 2 * pad, height: high });
      below += high;
    }
    return { pad, bands, x: -pad, y: -pad, width: map.width + 2 * pad, height: map.height + 2 * pad + below };
  }

  // A wide screen shows the whole board under the status (at 1280x800 nothing of it below the fold): the board's
  // column is as wide as the board that fits the window's height, the panels get the rest. A phone scrolls, the
  // board as wide as the screen.
  function fit(box) {
    const area = $("board-area");
    if (!window.matchMedia("(min-width: 481px)").matches) { area.style.flex = ""; return; }
    const room = window.innerHeight - (area.getBoundingClientRect().top + window.scrollY) - 12;
    area.style.flex = `0 1 ${Math.max(320, Math.floor((room * box.width) / box.height))}px`;
  }

  function drawBoard(box) {
    const svg = $("board");
    svg.replaceChildren();
    const pad = box.pad, bands = box.bands;
    const P = map.palette, S = map.size, view = doc.view, board = view.board, ctx = context();
    svg.setAttribute("viewBox", `${box.x} ${box.y} ${box.width} ${box.height}`);
    svg.setAttribute("aria-label", words.board_label || "");
    el("rect", { x: -pad, y: -pad, width: map.width + 2 * pad, height: map.height + 2 * pad, fill: P.sea }, svg);
    for (const band of bands.values()) {
      el("rect", { ...band, fill: P.panel }, svg);
      el("line", { x1: band.x, y1: band.y, x2: band.x + band.width, y2: band.y, stroke: P.panel_edge, "stroke-width": 3 }, svg);
    }
    const land = el("g", { "aria-hidden": "true" }, svg);
    // The frame around the island (the sea hexes a rule set's pieces may use), as in the images.
    for (const h of map.frame) el("polygon", { points: corners(h.at, S * 0.985), fill: P.sea, stroke: P.shallow, "stroke-width": 2 }, land);
    map.hexes.forEach((h, i) => {
      const t = board.terrain[i];
      const fill = terrainFill(t);
      el("polygon", { points: corners(h.at, S * 0.985), fill, stroke: fill === P.sea ? P.shallow : P.outline, "stroke-width": 2, "data-terrain": t }, land);
      const n = board.numbers[i];
      if (n > 0) {
        el("circle", { cx: h.at[0], cy: h.at[1], r: S * 0.3, fill: P.token, stroke: P.token_edge, "stroke-width": 2 }, land);
        el("text", { x: h.at[0], y: h.at[1] + S * 0.11, "text-anchor": "middle", "font-size": S * 0.32, "font-weight": "bold",
          fill: n === 6 || n === 8 ? P.red_number : P.ink }, land, String(n));
      }
    });
    drawLetters(land);
    map.harbors.forEach((h) => {
      const [a, b] = edgeEnds(h.edge);
      for (const end of [a, b]) el("line", { x1: h.at[0], y1: h.at[1], x2: end[0], y2: end[1], stroke: P.pier, "stroke-width": S * 0.06 }, land);
    });
    // the highlighted hexes' bands: over the land, under the pieces (a road, a ship or a settlement on the hex's
    // edge stays whole); their spots' hit areas and focus rings are with the other spots, above everything
    const hexBands = el("g", { class: "spot-bands", "aria-hidden": "true" }, svg);
    const pieces = el("g", { class: "pieces", role: "list", "aria-label": words.pieces || "" }, svg);
    const labels = doc.labels || {};
    for (const [e, seat] of view.roads || []) {
      const [a, b] = edgeEnds(e);
      const g = piece(pieces, "road", (labels.roads || {})[e]);
      el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: P.outline, "stroke-width": S * 0.16, "stroke-linecap": "round" }, g);
      el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: colour(seat), "stroke-width": S * 0.1, "stroke-linecap": "round" }, g);
    }
    for (const [v, seat, kind] of view.buildings || []) {
      drawBuilding(piece(pieces, kind >= 2 ? "city" : "settlement", (labels.buildings || {})[v]), map.vertices[v].at, seat, kind);
    }
    const robber = board.robber;
    if (robber !== undefined && robber !== null && robber >= 0 && map.hexes[robber]) {
      const at = map.hexes[robber].at, g = piece(pieces, "robber", labels.robber);
      el("ellipse", { cx: at[0] - S * 0.42, cy: at[1], rx: S * 0.14, ry: S * 0.24, fill: P.robber, stroke: P.outline, "stroke-width": 2 }, g);
      el("circle", { cx: at[0] - S * 0.42, cy: at[1] - S * 0.26, r: S * 0.1, fill: P.robber, stroke: P.outline, "stroke-width": 2 }, g);
    }
    for (const p of plugins) if (p.draw) p.draw(pieces, { ...ctx, band: bands.get(p) });
    drawSpots(svg, hexBands);
    drawHarbors(svg);
    drawNumbers(svg);
  }

  // The harbors' badges ("3:1", "2:1") above the highlighted spots: a ring of the pirate's sea hex never hides one.
  // Not in the way of a click (it goes through to the spot under it); a screen reader has the rates in the hand.
  function drawHarbors(svg) {
    const S = map.size, P = map.palette;
    const layer = el("g", { class: "harbors", "aria-hidden": "true", "pointer-events": "none" }, svg);
    map.harbors.forEach((h) => {
      const generic = !(h.kind < P.terrain.length - 1);
      el("circle", { cx: h.at[0], cy: h.at[1], r: S * 0.3, fill: generic ? P.harbor : P.terrain[h.kind], stroke: P.outline, "stroke-width": 2 }, layer);
      el("text", { x: h.at[0], y: h.at[1] + S * 0.09, "text-anchor": "middle", "font-size": S * 0.24, "font-weight": "bold", fill: P.ink }, layer, generic ? "3:1" : "2:1");
    });
  }

  // A highlighted hex's band: the highlight colour, or the panel's near-white on a terrain too close to it to stand
  // out (the fields' gold under the highlight's yellow); a dark edge on both sides on any terrain (board.css).
  function hexFill(h) {
    return h < map.hexes.length ? terrainFill(doc.view.board.terrain[h]) : map.palette.sea;
  }
  function rgb(c) { return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)); }
  function ringOn(fill) {
    const P = map.palette, a = rgb(P.highlight), b = rgb(fill);
    return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) < 90 ? P.panel : P.highlight;
  }

  // Each land hex's letter under its token, small, as the images draw it (rendering/background.py): the log and
  // the labels say "robber to E". Not on a hex that shows as sea (Seafarers' fog, a rule set's sea tile).
  function drawLetters(layer) {
    const S = map.size, P = map.palette;
    // Sea hexes carry letters too (the pirate's "moved the pirate to AF"), shown with the numbers: on the large
    // frames they would crowd the sea otherwise.
    const sea = numbersShown();
    map.hexes.forEach((h, i) => {
      if (terrainFill(doc.view.board.terrain[i]) === P.sea && !sea) return;
      el("text", { x: h.at[0], y: h.at[1] + S * 0.63, "text-anchor": "middle", "font-size": S * 0.18, "font-weight": "bold",
        fill: P.ink, stroke: "#ffffff", "stroke-width": S * 0.03, "paint-order": "stroke", class: "hex-letter" }, layer, h.label);
    });
  }

  // "Show numbers": the intersection numbers the log and the labels use ("settlement on 11"), as the images draw
  // them with numbers on (rendering/numbers.py): dark digits on a white disc where the intersection is free, white
  // digits on a building. Above the spots but not in their way (a click goes through to the spot under it).
  const NUMBERS_KEY = "catan-board-numbers";
  function numbersShown() {
    try { return localStorage.getItem(NUMBERS_KEY) === "1"; } catch (e) { return false; }
  }
  function numbersToggle() {
    let box = $("numbers-toggle");
    if (!box) {
      const label = html("label", { class: "numbers-toggle" });
      box = html("input", { type: "checkbox", id: "numbers-toggle" }, label);
      html("span", {}, label, words.show_numbers || "");
      $("board-area").appendChild(label);  // after the board: its spots come first in Tab order
      box.checked = numbersShown();
      box.addEventListener("change", () => {
        try { localStorage.setItem(NUMBERS_KEY, box.checked ? "1" : "0"); } catch (e) { /* private mode: this page only */ }
        render();
      });
    }
    return box.checked;
  }
  function drawNumbers(svg) {
    if (!numbersToggle()) return;
    const S = map.size, P = map.palette;
    const layer = el("g", { class: "numbers", "aria-hidden": "true", "pointer-events": "none" }, svg);
    const built = new Set((doc.view.buildings || []).map((b) => b[0]));
    map.vertices.forEach((v, i) => {
      const [x, y] = v.at;
      if (built.has(i)) {
        el("text", { x, y: y + S * 0.16, "text-anchor": "middle", "font-size": S * 0.27, "font-weight": "bold", fill: "#ffffff",
          stroke: P.ink, "stroke-width": S * 0.05, "paint-order": "stroke" }, layer, v.label);
        return;
      }
      el("circle", { cx: x, cy: y, r: S * 0.2, fill: "#ffffff", stroke: P.outline, "stroke-width": S * 0.02 }, layer);
      el("text", { x, y: y + S * 0.09, "text-anchor": "middle", "font-size": S * 0.24, fill: P.ink }, layer, v.label);
    });
  }

  // One piece: its shapes under one group a screen reader reads as the piece's words (role "listitem" of the
  // pieces' list; tests find pieces by their data-kind).
  function piece(parent, kind, label) {
    const g = el("g", { class: "piece", "data-kind": kind, role: "listitem" }, parent);
    if (label) { g.setAttribute("aria-label", label); el("title", {}, g, label); }
    return g;
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

  // Each spot gets a hit area of at least 16 px of radius on the screen (a 32 px touch target) where the
  // island's spacing allows (half the distance to the next spot of its kind), under a ring of the images' size.
  const HIT_PX = 16, ROOM = { v: 0.48, e: 0.43, h: 0.8 }, ORDER = { h: 0, e: 1, v: 2 };
  function drawSpots(svg, bands) {
    const layer = el("g", { class: "spots" }, svg);
    const box = svg.viewBox.baseVal, shown = svg.getBoundingClientRect();
    // map units per screen pixel (the drawing keeps its shape: the tighter of the two directions sets its scale)
    const unit = Math.max((box.width || map.width) / (shown.width || box.width || map.width),
      (box.height || map.height) / (shown.height || box.height || map.height));
    if (chosen) {  // the first half of a two-spot move, marked where it stands
      const first = spotPoint(chosen.code, chosen.id);
      const g = el("g", { class: "origin", "aria-hidden": "true" }, layer);
      el("circle", { class: "ring", cx: first.at[0], cy: first.at[1], r: map.size * first.r, fill: "none" }, g);
    }
    const found = [...targets()].sort((a, b) => ORDER[a[0].split(":")[0]] - ORDER[b[0].split(":")[0]]);
    for (const [key, acts] of found) {
      const [code, id] = [key.split(":")[0], Number(key.split(":")[1])];
      const spot = spotPoint(code, id);
      // The first spot of a two-spot move says what the move is and how many places go with it (its second
      // spots get their own words once it is picked); any other spot, the moves it offers.
      const first = !chosen && acts.every((a) => a.at.length === 3) && (doc.legal.firsts || {})[key];
      // A move's words that begin with the spot's own ("W: sea · ..." for a pirate's hex) are not said twice.
      const said = first || acts.map((a) => a.words).join(" / ");
      const label = said.startsWith(spot.words + ":") ? said : spot.words + " — " + said;
      const g = el("g", { class: "spot", tabindex: 0, role: "button", "aria-label": label, "data-spot": key }, layer);
      el("title", {}, g, label);
      const hit = Math.max(map.size * spot.r, Math.min(HIT_PX * unit, map.size * ROOM[code]));
      el("circle", { class: "hit", cx: spot.at[0], cy: spot.at[1], r: hit.toFixed(1), fill: "transparent" }, g);
      // A spot that carries the piece the choice is about (a knight, a city, a ship) is ringed, not covered.
      // A hex is ringed too: its number token stays readable.
      const onPiece = code === "h" || (!chosen && acts.some((a) => a.on));
      // seen on a phone too: at least 8 px of radius on the screen, within the room the island leaves
      const r = Math.max(map.size * (onPiece && code !== "h" ? Math.max(spot.r, 0.27) : spot.r), Math.min(8 * unit, map.size * ROOM[code] * 0.7));
      if (code === "h") {
        // A hex: a band along its edge, around all it holds (a ring hugging the token read as the token's own),
        // under the pieces on its edge; thicker while its spot is pointed at or has the keyboard.
        const band = el("g", { class: "spot-band", "data-spot": key }, bands), points = corners(spot.at, map.size * 0.84);
        el("polygon", { class: "ring under", points, fill: "none" }, band);
        el("polygon", { class: "glow", points, fill: "none" }, band).style.stroke = ringOn(hexFill(id));
        for (const [on, hot] of [["focus", true], ["blur", false], ["mouseenter", true], ["mouseleave", false]]) {
          g.addEventListener(on, () => band.classList.toggle("hot", hot));
        }
      } else if (onPiece) {
        el("circle", { class: "ring under", cx: spot.at[0], cy: spot.at[1], r, fill: "none" }, g);
        el("circle", { class: "glow", cx: spot.at[0], cy: spot.at[1], r, fill: "none" }, g).style.stroke = map.palette.highlight;
      } else {
        // a piece placed for another seat (a neutral's road): the spot in that seat's colour, as in the images
        const owners = new Set(acts.map((a) => a.for));
        const fill = owners.size === 1 && acts[0].for !== undefined ? colour(acts[0].for) : map.palette.highlight;
        el("circle", { class: "ring", cx: spot.at[0], cy: spot.at[1], r, fill, "fill-opacity": 0.85 }, g);
      }
      const pick = () => picked(code, id, acts);
      g.addEventListener("click", pick);
      g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick(); } });
    }
  }

  // Escape: back from the second half of a two-spot move, or from a choice among several moves.
  function cancel() {
    if (!chosen && !choice) return false;
    const back = chosen ? `.spot[data-spot="${chosen.code}:${chosen.id}"]` : null;
    chosen = null; choice = null;
    render();
    const again = back && document.querySelector(back);
    if (again) again.focus();
    return true;
  }
  document.addEventListener("keydown", (e) => { if (e.key === "Escape" && cancel()) e.preventDefault(); });

  function picked(code, id, acts) {
    if (!chosen && acts.every((a) => a.at.length === 3)) {
      chosen = { code, id };
      render();
      const next = document.querySelector("#board .spot");  // the second halves: keyboard users go on there
      if (next) next.focus();
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
    marked($("status"), doc.status || "");
    $("players-title").textContent = words.players || "";
    $("log-title").textContent = words.log || "";
    const players = $("players");
    players.replaceChildren();
    const owing = new Set((doc.view.pending || []).filter((d) => d.blocking).map((d) => d.seat));
    doc.view.players.forEach((p, seat) => {
      const li = html("li", seat === doc.view.active ? { "aria-current": "true" } : {}, players);
      if (owing.has(seat)) li.classList.add("owes");
      html("span", { class: "swatch", "data-seat": seat }, li);
      const who = html(seat === doc.view.active ? "strong" : "span", {}, li, name(seat));
      who.title = p.colour;
      li.append(" " + ((doc.players || [])[seat] || `${p.public_vp} · ${p.resource_count}`));  // counted by the server
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
    explained = new Set();
    for (const p of plugins) if (p.panel) p.panel(ctx);
    for (const d of $("rules-help").querySelectorAll("details")) if (!explained.has(d.dataset.help)) d.remove();
    $("rules-title").textContent = words.rules_help || "";
    $("rules-area").hidden = !explained.size;
    drawActions();
    const list = $("log");
    list.replaceChildren();
    for (const line of log) marked(html("li", {}, list), line);
    list.scrollTop = list.scrollHeight;
  }

  // A rule set's short explanations of its own parts (its plug-in's panel calls ctx.explain for each, words from
  // its labels): a "?" disclosure each, beside the panels (never over the board, out of the way on a phone), a
  // button for the keyboard and a screen reader. A redraw keeps one open: a move elsewhere must not close what a
  // person is reading.
  let explained = new Set();
  function explain(key, title, text) {
    const list = $("rules-help");
    let item = [...list.children].find((d) => d.dataset.help === key);
    if (!item) {
      item = html("details", { class: "rule-help", "data-help": key }, list);
      const summary = html("summary", {}, item);
      html("span", { class: "mark", "aria-hidden": "true" }, summary, "?");
      html("span", { class: "what" }, summary);
      html("p", {}, item);
    }
    item.querySelector(".what").textContent = title;
    item.querySelector("p").textContent = text;
    explained.add(key);
  }

  function drawActions() {
    const box = $("actions");
    box.replaceChildren();
    if (drawOver(box)) return;
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
      button(box, words.cancel || "×", cancel);
      return;
    }
    if (chosen) {
      html("p", { class: "hint" }, box, `${spotPoint(chosen.code, chosen.id).words} (${words.chosen || ""}). ${words.second_step || ""}`);
      button(box, words.cancel || "×", cancel);
    }
    // Moves without a spot: a button each, or one menu per kind when a kind has many (the Alchemist's dice);
    // then the card-count forms. A plug-in may claim acts it offers in a panel of its own (trade.js: answers
    // to offers, bank trades).
    const byKind = new Map();
    let claimed = 0;
    for (const act of acts) if (!act.at) {
      if (plugins.some((p) => p.claims && p.claims(act.a))) { claimed += 1; continue; }
      if (!byKind.has(act.a[0])) byKind.set(act.a[0], []);
      byKind.get(act.a[0]).push(act);
    }
    for (const group of byKind.values()) {
      if (group.length <= 3) for (const act of group) button(box, act.words, () => play(act.a));
      else menu(box, group);
    }
    for (const [kind, form] of Object.entries(forms)) cardsForm(box, kind, form);
    // The moves on spots again, as one menu: every move within reach of a large target (a phone) and of a
    // screen reader that does not walk the picture.
    const placed = acts.filter((a) => a.at && (!chosen || (a.at[0] === chosen.code && a.at[1] === chosen.id)));
    // No button here: say where the moves are (the highlighted spots, the trade panel), not an empty "Your move".
    if (!chosen && !byKind.size && !Object.keys(forms).length) {
      if (placed.length) html("p", { class: "hint" }, box, words.pick_spot || "");
      if (claimed) html("p", { class: "hint" }, box, words.use_trade_panel || "");
    }
    if (placed.length) {
      const more = html("details", { class: "more" }, box);
      html("summary", {}, more, words.more_moves || "");
      menu(more, placed);
    }
  }

  // The game has ended: the panel says so and shows the final standings (the document's "over"), for everyone.
  function drawOver(box) {
    const over = doc.over;
    if (!over) return false;
    $("actions-title").textContent = over.title;
    const list = html("ul", { class: "standings" }, box);
    for (const line of over.lines) marked(html("li", {}, list), line);
    return true;
  }

  function menu(parent, group) {
    const row = html("div", { class: "menu" }, parent);
    const select = html("select", { "aria-label": words.choose || "" }, row);
    group.forEach((act, i) => html("option", { value: i }, select, act.words));
    button(row, words.send || "OK", () => play(group[Number(select.value)].a));
  }

  function button(parent, text, onClick) {
    const b = html("button", { type: "button" }, parent, text);
    b.addEventListener("click", onClick);
    return b;
  }

  // A kind with many variants (a discard, a gold choice): how many of each card, within the limits the server
  // sent (web/legal.py), which checks what comes back like any move.
  function cardsForm(parent, kind, form) {
    const box = html("fieldset", { class: "form" }, parent);
    html("legend", {}, box, form.words);
    const inputs = [];
    form.cards.forEach((card, i) => {
      if (!form.max[i]) { inputs.push(null); return; }
      const label = html("label", {}, box, card + " ");
      inputs.push(html("input", { type: "number", min: 0, max: form.max[i], value: 0, inputmode: "numeric" }, label));
    });
    const sum = html("output", { "aria-live": "polite" }, box, `0 / ${form.total}`);
    const send = button(box, words.send || "OK", () => play([kind, inputs.map((i) => (i ? Number(i.value) || 0 : 0))]));
    const check = () => {
      const n = inputs.reduce((t, i) => t + (i ? Number(i.value) || 0 : 0), 0);
      sum.textContent = `${n} / ${form.total}`;
      send.disabled = n !== form.total;
    };
    for (const i of inputs) if (i) i.addEventListener("input", check);
    check();
  }

  function context() {
    return { doc, map, words, el, html, piece, colour, name, play, edgeEnds, spotPoint, corners, explain, labels: doc.labels || {}, palette: map.palette, svgNS: NS };
  }

  function render() {
    if (!doc || !map) return;
    // A redraw (the stream's first document, a move made elsewhere) keeps the keyboard on the spot it was on.
    const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.spot : null;
    const onMove = movesFocus();
    drawPanels();  // first: the status above the board sets where the board starts
    const box = frame();
    fit(box);
    drawBoard(box);
    const again = focused && document.querySelector(`#board .spot[data-spot="${focused}"]`);
    if (again) again.focus();
    else if (onMove !== null && !$("actions-area").contains(document.activeElement)) refocusMove(onMove);
  }

  // The button of "Your move" the keyboard is on (its words), "" for the panel itself, null when elsewhere: a
  // redraw replaces the buttons, and the keyboard stays on the same one, or goes on to the next move.
  function movesFocus() {
    const at = document.activeElement;
    if (!at || !$("actions-area").contains(at)) return null;
    return at.tagName === "BUTTON" ? at.textContent : "";
  }
  function refocusMove(words) {
    const same = [...$("actions").querySelectorAll("button")].find((b) => words && b.textContent === words);
    if (same) same.focus(); else focusMove();
  }

  let resizing = null;  // the spots' hit areas follow the board's size on the screen
  window.addEventListener("resize", () => { clearTimeout(resizing); resizing = setTimeout(render, 150); });

  function loadScripts(paths) {
    for (const path of paths || []) {
      if (loaded.has(path)) continue;
      loaded.add(path);
      const s = document.createElement("script");
      s.src = "/static/" + path;
      // In the order the server lists them (the base game's first): a later plug-in may replace what an earlier
      // one drew (C&K's three dice replace the base game's two). Inserted scripts otherwise run as they arrive.
      s.async = false;
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
    stream.onerror = () => lost();
  }

  // The stream dropped: a restart or a lost connection (EventSource reconnects by itself), or the link expired
  // and could not be renewed; then no reconnection will do, and the page says how to get a fresh link.
  let asking = false;
  async function lost() {
    if (asking) return;
    asking = true;
    notice(words.connection_lost || "");
    try {
      await call("GET", "/state");
    } catch (refusal) {
      if (refusal && refusal.error === "token") {
        if (stream) stream.close();
        notice(refusal.refused || words.link_expired || "");
      }
    } finally {
      asking = false;
    }
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
        return;  // not renewable: the stream ends with the token (lost() then says so again)
      }
      renewLater();
    }, Math.min(wait, 2147483647));
  }

  window.CatanBoard = {
    register(plugin) { plugins.push(plugin); render(); },
    get doc() { return doc; },
    get log() { return log; },
    focusMove,
    html,  // a plug-in's panels make their elements as the page's own are made (trade.js)
  };

  async function start() {
    try {
      const [state, island] = await Promise.all([call("GET", "/state"), call("GET", "/map")]);
      doc = state.doc; log = state.log; map = island; words = { ...(island.words || {}), ...state.words };
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
