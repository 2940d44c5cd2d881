// The stated return to player of each house game, in percent, as the lobby shows it: the figure of the game's
// representative settings (domain/games states each table exactly; bench:games measures them).
export const HOUSE_RTP: Record<string, number> = { crash: 97, mines: 97, plinko: 97, keno: 96, wheel: 96, fruits: 96 };
