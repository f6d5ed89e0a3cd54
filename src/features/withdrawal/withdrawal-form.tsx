import type { Restaurant } from '@/schemas'
import { useLanguage } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { buttonClasses } from '@/ui/button-classes'
import { FormField } from './form-field'

interface WithdrawalFormProps {
  /** The form service that receives the declaration (`withdrawalForm` in content/restaurant.yaml). */
  form: NonNullable<Restaurant['withdrawalForm']>
  /** The section of the Datenschutzerklärung on the withdrawal form. */
  privacyHref: string
}

/**
 * The second step of the withdrawal function (§ 356a Abs. 1 BGB): the guest gives name, the
 * contract (order number or date, whichever is at hand) and where the confirmation goes, and declares the withdrawal with „Widerruf
 * bestätigen“. A plain HTML form posted to the form service, which forwards it to the restaurant
 * and confirms its receipt to the guest by e-mail with its content, date and time (ADR 032): it
 * works without JavaScript, and the page ships none.
 */
export function WithdrawalForm({ form, privacyHref }: WithdrawalFormProps) {
  const text = usePageText().withdrawalText.form
  const language = useLanguage()
  return (
    <form
      method="post"
      action={form.action}
      acceptCharset="UTF-8"
      aria-labelledby="withdrawal-form-heading"
      className="mt-4 flex flex-col gap-5 rounded-2xl border border-sand bg-white p-5 sm:p-7"
    >
      <h2 id="withdrawal-form-heading" className="font-display text-2xl font-semibold">
        {text.heading}
      </h2>
      <p className="font-semibold">{text.declaration}</p>
      <input type="hidden" name="declaration" value={text.declaration} />
      {/* The language the guest declared in, for the form service's confirmation e-mail. */}
      <input type="hidden" name="language" value={language} />
      <FormField name="name" label={text.name} autoComplete="name" required />
      <FormField
        name="email"
        type="email"
        label={text.email}
        hint={text.emailHint}
        autoComplete="email"
        required
      />
      <FormField
        name="orderNumber"
        label={text.orderNumber}
        hint={text.orderNumberHint}
        autoComplete="off"
      />
      <FormField name="orderDate" type="date" label={text.orderDate} hint={text.orderDateHint} />
      <FormField name="items" label={text.items} hint={text.itemsHint} multiline />
      <p className="text-muted">{text.receipt}</p>
      <button type="submit" className={`${buttonClasses.primary} self-start`}>
        {text.submit}
      </button>
      <p className="text-sm text-muted">
        {text.privacyBefore}
        <a href={privacyHref} className="underline underline-offset-4">
          {text.privacyLink}
        </a>
        {text.privacyAfter}
      </p>
    </form>
  )
}
