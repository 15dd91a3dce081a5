import { type FormDefinition, field, half } from '#app/components/forms/form-definitions.ts'

export const contactForm: FormDefinition<'contact'> = {
  kind: 'contact',
  sections: [
    {
      fields: [
        field('contact', 'name', 'text', true, { ...half, autoComplete: 'name' }),
        field('contact', 'email', 'email', true, { ...half, autoComplete: 'email' }),
        field('contact', 'phone', 'tel', false, { ...half, autoComplete: 'tel' }),
        field('contact', 'message', 'textarea', true, { rows: 6 }),
      ],
    },
  ],
}
