// Cities & Knights' part of the board page (web/rules/cities_and_knights): knights (rings by strength,
// filled when active), city walls, metropolises, the merchant, and the barbarian ship's track.
"use strict";
window.CatanBoard.register({
  draw(svg, ctx) {
    const ck = ctx.doc.view.ck;
    if (!ck) return;
    const S = ctx.map.size, P = ctx.palette;
    const owners = new Map((ctx.doc.view.buildings || []).map(([v, seat]) => [v, seat]));
    for (const v of ck.walls || []) {
      const [x, y] = ctx.map.vertices[v].at;
      ctx.el("rect", { x: x - S * 0.3, y: y + S * 0.12, width: S * 0.6, height: S * 0.12, fill: ctx.colour(owners.get(v)), stroke: P.outline, "stroke-width": 2 }, svg);
    }
    (ck.metropolis || []).forEach((v) => {
      if (v < 0) return;
      const [x, y] = ctx.map.vertices[v].at;
      ctx.el("circle", { cx: x, cy: y - S * 0.42, r: S * 0.1, fill: P.highlight, stroke: P.outline, "stroke-width": 2 }, svg);
    });
    for (const [v, seat, level, active] of ck.knights || []) {
      const [x, y] = ctx.map.vertices[v].at;
      ctx.el("circle", { cx: x, cy: y, r: S * 0.17, fill: active ? ctx.colour(seat) : P.panel, stroke: ctx.colour(seat), "stroke-width": S * 0.05 }, svg);
      ctx.el("text", { x, y: y + S * 0.08, "text-anchor": "middle", "font-size": S * 0.22, "font-weight": "bold", fill: P.ink }, svg, "I".repeat(level));
    }
    if (ck.merchant !== undefined && ck.merchant >= 0 && ctx.map.hexes[ck.merchant]) {
      const [x, y] = ctx.map.hexes[ck.merchant].at;
      ctx.el("rect", { x: x + S * 0.3, y: y - S * 0.15, width: S * 0.22, height: S * 0.3, fill: ctx.colour(ck.merchant_owner), stroke: P.outline, "stroke-width": 2 }, svg);
    }
    // The barbarian track along the bottom edge: the ship's position among its steps.
    const steps = ck.barbarian_steps || 7, y = ctx.map.height - S * 0.3;
    for (let i = 0; i <= steps; i++) {
      const x = S * 0.3 + i * S * 0.32;
      ctx.el("circle", { cx: x, cy: y, r: S * 0.12, fill: i === ck.barbarian ? P.outline : P.panel, stroke: P.outline, "stroke-width": 2 }, svg);
    }
  },
});
