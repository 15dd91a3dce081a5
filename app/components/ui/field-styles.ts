/** A field's label and its control's box; a field in error turns its border red. */
export const fieldLabel = 'text-[0.9rem] font-semibold'
export const fieldControl = (invalid: boolean) =>
  `h-11 rounded border-2 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
    invalid ? 'border-danger bg-danger/5' : 'border-slate-300 focus:border-brand'
  }`
