import { useState } from "react";
import { DebouncedInput } from "./debounced-input";
import { NumberInput } from "./number-input";
import { TextInput } from "./text-input";

/** The inputs in each of their states, for the design-system page. */
export function InputDemo({ locale }: { locale: string }) {
  const [reported, setReported] = useState("");
  const [unmasked, setUnmasked] = useState("");
  return (
    <section aria-labelledby="ui-input-demo-title" className="ui-input-demo">
      <h2 id="ui-input-demo-title">Inputs</h2>

      <h3>Text, with description</h3>
      <TextInput label="Full name" description="As printed on your ID" autoComplete="name" />

      <h3>Email with an error</h3>
      <TextInput label="Email" type="email" defaultValue="ana@" error="Enter a valid email address" />

      <h3>Password</h3>
      <TextInput label="Password" type="password" autoComplete="new-password" />

      <h3>Key filter: positive integer</h3>
      <TextInput label="Order number" keyFilter="pint" inputMode="numeric" description="Digits only" />

      <h3>Key filter: money</h3>
      <TextInput label="Price" keyFilter="money" inputMode="decimal" description="Digits, dot, space and comma" />

      <h3>Mask: date 99/99/9999</h3>
      <TextInput
        label="Date of birth"
        mask="99/99/9999"
        inputMode="numeric"
        description={unmasked ? `Unmasked value: ${unmasked}` : "Type eight digits"}
        onValueChange={(_, raw) => setUnmasked(raw)}
      />

      <h3>Mask: (999) 999-9999</h3>
      <TextInput label="Phone" type="tel" mask="(999) 999-9999" defaultValue="5551234567" />

      <h3>Disabled</h3>
      <TextInput label="Store" defaultValue="United Kingdom" disabled />

      <h3>Number input (spinbutton, 1 to 8)</h3>
      <NumberInput
        label="Tickets"
        min={1}
        max={8}
        defaultValue={2}
        locale={locale}
        decrementLabel="Fewer tickets"
        incrementLabel="More tickets"
      />

      <h3>Number input at its maximum, decimal step</h3>
      <NumberInput label="Rating" min={0} max={5} step={0.5} defaultValue={5} locale={locale} />

      <h3>Number input with an error</h3>
      <NumberInput label="Seats together" min={1} max={4} defaultValue={4} error="At most 4 seats can sit together" />

      <h3>Debounced search</h3>
      <DebouncedInput
        label="Search events"
        placeholder="Artist, team or venue"
        minLength={2}
        maxLength={2048}
        onDebouncedChange={setReported}
      />
      <p aria-live="polite">{reported ? `Searching for “${reported}”` : "Type at least 2 characters"}</p>
    </section>
  );
}
