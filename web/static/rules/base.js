// The base game's part of the board page (web/rules/base): the last roll, drawn in the sea's top-left corner.
// The dice are one group (class "dice"): a later rule set's plug-in with dice of its own (Cities & Knights' red,
// yellow and event die) replaces that group.
"use strict";
window.CatanBoard.register({
  draw(svg, ctx) {
    const dice = ctx.doc.view.dice;
    if (!dice) return;
    const S = ctx.map.size, g = ctx.el("g", { class: "dice", "aria-hidden": "true" }, svg);
    dice.forEach((d, i) => {
      const x = S * 0.3 + i * S * 0.55, y = S * 0.3;
      ctx.el("rect", { x, y, width: S * 0.45, height: S * 0.45, rx: S * 0.08, fill: "#fcfcfa", stroke: ctx.palette.outline, "stroke-width": 2 }, g);
      ctx.el("text", { x: x + S * 0.225, y: y + S * 0.32, "text-anchor": "middle", "font-size": S * 0.3, "font-weight": "bold", fill: ctx.palette.ink }, g, String(d));
    });
  },
});
