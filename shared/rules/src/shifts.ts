// Shifts of spec 000 §9 and 001 §9: 0 means custom start and end times, null several shifts.
export const SHIFTS = [
  { code: 1, name: 'First', label: '1st' },
  { code: 2, name: 'Second', label: '2nd' },
  { code: 3, name: 'Third', label: '3rd' },
  { code: 4, name: 'Short-term Project', label: 'Short-term Project' },
  { code: 0, name: 'Other', label: 'Other' },
  { code: null, name: 'Multiple Shifts', label: 'Multiple Shifts' },
] as const;
export type ShiftCode = (typeof SHIFTS)[number]['code'];
/** The shift whose job carries startTime and endTime. */
export const CUSTOM_SHIFT = 0;

export function shiftLabel(code: ShiftCode | undefined): string {
  return SHIFTS.find((shift) => shift.code === (code ?? null))?.label ?? '';
}
