// Opening the betslip from elsewhere than its bar (issue 29: the phone footer's 'Betslip' of spec §2). The bar
// owns whether the panel is open; other parts ask it with this window event, as the spec's own
// setActiveSection event asks the shell for a dialog. An empty slip opens too: the panel says it is empty.
export const OPEN_SLIP_EVENT = 'betslip:open';

export const openSlip = (): void => {
  window.dispatchEvent(new Event(OPEN_SLIP_EVENT));
};
