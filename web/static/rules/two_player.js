// The 2-player variant's part of the board page (web/rules/two_player): the neutral players' colours (their
// roads and settlements are drawn with everyone's), and the trade cards and both rolls in the panel.
"use strict";
window.CatanBoard.register({
  colourName(seat, doc) {
    const two = doc.view.two_player;
    const neutral = two && (two.neutrals || []).find((n) => n.seat === seat);
    return neutral ? neutral.colour : null;
  },
  draw(svg, ctx) {
    const two = ctx.doc.view.two_player;
    if (!two || !two.rolls || !two.rolls.length) return;
    const S = ctx.map.size;
    ctx.el("text", { x: ctx.map.width - S * 0.3, y: S * 0.6, "text-anchor": "end", "font-size": S * 0.3, "font-weight": "bold", fill: ctx.palette.ink },
      svg, two.rolls.map((r) => r.join("+")).join("  "));
  },
});
