// Cities & Knights' part of the board page (web/rules/cities_and_knights): knights (I, II, III by strength;
// filled in the owner's colour when active, hollow when not), city walls, metropolises, the merchant, and the
// barbarian ship's track. Each piece carries the words web/rules/cities_and_knights gives it (ctx.labels).
"use strict";
window.CatanBoard.register({
  draw(svg, ctx) {
    const ck = ctx.doc.view.ck;
    if (!ck) return;
    const S = ctx.map.size, P = ctx.palette, L = ctx.labels;
    const owners = new Map((ctx.doc.view.buildings || []).map(([v, seat]) => [v, seat]));
    for (const v of ck.walls || []) {
      const [x, y] = ctx.map.vertices[v].at, g = ctx.piece(svg, "wall", (L.walls || {})[v]);
      ctx.el("rect", { x: x - S * 0.36, y: y + S * 0.14, width: S * 0.72, height: S * 0.16, fill: ctx.colour(owners.get(v)), stroke: P.outline, "stroke-width": 2 }, g);
    }
    (ck.metropolis || []).forEach((v) => {
      if (v < 0) return;
      const [x, y] = ctx.map.vertices[v].at, g = ctx.piece(svg, "metropolis", (L.metropolises || {})[v]);
      const s = S * 0.14;
      ctx.el("polygon", { points: `${x - s},${y - S * 0.4} ${x - s},${y - S * 0.4 - s} ${x - s / 3},${y - S * 0.4 - s / 2} ${x},${y - S * 0.4 - s * 1.2} ${x + s / 3},${y - S * 0.4 - s / 2} ${x + s},${y - S * 0.4 - s} ${x + s},${y - S * 0.4}`,
        fill: P.highlight, stroke: P.outline, "stroke-width": 2 }, g);
    });
    for (const [v, seat, level, active] of ck.knights || []) {
      const [x, y] = ctx.map.vertices[v].at, g = ctx.piece(svg, "knight", (L.knights || {})[v]);
      g.setAttribute("data-level", level);
      g.setAttribute("data-active", active ? "yes" : "no");
      if (active) {
        ctx.el("circle", { cx: x, cy: y, r: S * 0.19, fill: ctx.colour(seat), stroke: P.outline, "stroke-width": S * 0.03 }, g);
      } else {  // hollow: a ring of the owner's colour inside a dashed dark one, whatever the colour (white too)
        ctx.el("circle", { cx: x, cy: y, r: S * 0.19, fill: P.panel, stroke: P.outline, "stroke-width": S * 0.03, "stroke-dasharray": `${S * 0.07} ${S * 0.05}` }, g);
        ctx.el("circle", { cx: x, cy: y, r: S * 0.14, fill: "none", stroke: ctx.colour(seat), "stroke-width": S * 0.05 }, g);
      }
      ctx.el("text", { x, y: y + S * 0.08, "text-anchor": "middle", "font-size": S * 0.22, "font-weight": "bold", fill: P.ink }, g, "I".repeat(level));
    }
    if (ck.merchant !== undefined && ck.merchant >= 0 && ctx.map.hexes[ck.merchant]) {
      const [x, y] = ctx.map.hexes[ck.merchant].at, g = ctx.piece(svg, "merchant", L.merchant);
      ctx.el("rect", { x: x + S * 0.3, y: y - S * 0.15, width: S * 0.22, height: S * 0.3, fill: ctx.colour(ck.merchant_owner), stroke: P.outline, "stroke-width": 2 }, g);
    }
    // The barbarian track along the bottom edge: its steps, the ship on the one it has reached, Catan at the end.
    const steps = ck.barbarian_steps || 7, y = ctx.map.height - S * 0.35, track = ctx.piece(svg, "barbarians", L.barbarians);
    for (let i = 0; i <= steps; i++) {
      const x = S * 0.35 + i * S * 0.36;
      ctx.el("circle", { cx: x, cy: y, r: S * 0.14, fill: i === steps ? P.terrain[0] : P.panel, stroke: P.outline, "stroke-width": 2 }, track);
      if (i === ck.barbarian) {
        ctx.el("polygon", { points: `${x - S * 0.13},${y} ${x + S * 0.13},${y} ${x + S * 0.08},${y + S * 0.09} ${x - S * 0.08},${y + S * 0.09}`, fill: P.outline }, track);
        ctx.el("polygon", { points: `${x},${y - S * 0.16} ${x + S * 0.1},${y - S * 0.02} ${x},${y - S * 0.02}`, fill: P.outline }, track);
      }
    }
  },
});
