// The base game's part of the board page (web/rules/base): the last roll in the sea's top-left corner, as the
// images draw it: two dice and, under them, the words of the roll (labels.rolled: "rolled 7"; the 2-player
// variant's labels give both rolls of the turn there instead). The dice and their words are one group (class
// "dice"): a later rule set's plug-in with dice of its own (Cities & Knights' red, yellow and event die) replaces it.
"use strict";
window.CatanBoard.register({
  draw(svg, ctx) {
    const dice = ctx.doc.view.dice;
    if (!dice) return;
    const S = ctx.map.size, P = ctx.palette, g = ctx.el("g", { class: "dice", "aria-hidden": "true" }, svg);
    dice.slice(0, 2).forEach((d, i) => {
      const x = S * 0.3 + i * S * 0.55, y = S * 0.3;
      ctx.el("rect", { x, y, width: S * 0.45, height: S * 0.45, rx: S * 0.08, fill: "#fcfcfa", stroke: P.outline, "stroke-width": 2 }, g);
      ctx.el("text", { x: x + S * 0.225, y: y + S * 0.32, "text-anchor": "middle", "font-size": S * 0.3, "font-weight": "bold", fill: P.ink }, g, String(d));
    });
    (ctx.labels.rolled || []).forEach((line, i) => {
      ctx.el("text", { x: S * 0.8, y: S * 1.05 + i * S * 0.36, "text-anchor": "middle", "font-size": S * 0.28, "font-weight": "bold",
        fill: "#ffffff", stroke: P.ink, "stroke-width": S * 0.05, "paint-order": "stroke" }, g, line);
    });
  },
});
