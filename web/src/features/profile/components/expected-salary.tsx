// Expected salary in the job preferences (issue 27, every market its own). India asks in lakhs
// and thousands a year, from section 3's fixed lists. Every other site asks for an amount in the
// seeker's currency (the site's; on the Gulf site their country's: lib/seeker-currency.ts, issue
// 37) per the site's usual salary mode (the site properties' salary: mode, range and step; a month
// on the SEA and Gulf sites), from a list of amounts: lakhs are an Indian unit.
import { useId, useState } from 'react';
import {
  LAKH,
  SALARY_LAKHS,
  SALARY_THOUSANDS,
} from '../../../../../openapi/vocabulary/fixed-lists';
import { FormField } from '../../../components/form-field';
import { moneyIn, salaryPeriod } from '../../../lib/format';
import { amountsIn } from '../../../lib/seeker-currency';
import { site } from '../../../lib/site';
import type { CountryCurrency } from '../../../../../fixtures/gulf-currencies';

const THOUSAND = 1000;
const MAX_LAKHS = 100;
const INDIAN_CURRENCY = 'INR';

/** Whether the site asks in lakhs (India only). */
export const asksInLakhs = site.currency === INDIAN_CURRENCY;

/** The expected salary as read: the amount in its currency (the site's by default) and period. */
export function expectedSalaryText(amount: number, currency = site.currency): string {
  return `${moneyIn(currency).format(amount)} ${salaryPeriod(site.salary.mode)}`;
}

/** The amounts offered in a currency, with the saved amount kept if it is not one of them. */
function offeredAmounts(local: CountryCurrency, saved: number): number[] {
  const amounts = amountsIn(local);
  return saved > 0 && !amounts.includes(saved)
    ? [...amounts, saved].sort((a, b) => a - b)
    : amounts;
}

function LakhFields({ saved, onChange }: { saved: number; onChange: (value: number) => void }) {
  const id = useId();
  const [lakhs, setLakhs] = useState(Math.min(Math.floor(saved / LAKH), MAX_LAKHS));
  const [thousands, setThousands] = useState(Math.floor((saved % LAKH) / THOUSAND / 5) * 5);
  const update = (nextLakhs: number, nextThousands: number) => {
    setLakhs(nextLakhs);
    setThousands(nextThousands);
    onChange(nextLakhs * LAKH + nextThousands * THOUSAND);
  };
  return (
    <>
      <FormField id={`${id}-lakhs`} label="Expected salary, lakhs a year">
        <select
          id={`${id}-lakhs`}
          value={lakhs}
          onChange={(e) => update(Number(e.target.value), thousands)}
        >
          {SALARY_LAKHS.map((n) => (
            <option key={n} value={n}>
              {n === MAX_LAKHS ? '100+' : n}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-thousands`} label="Expected salary, thousands">
        <select
          id={`${id}-thousands`}
          value={thousands}
          onChange={(e) => update(lakhs, Number(e.target.value))}
        >
          {SALARY_THOUSANDS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}

function AmountField({ saved, onChange, local }: FieldProps) {
  const id = useId();
  const [amount, setAmount] = useState(saved);
  const period = salaryPeriod(site.salary.mode);
  const money = moneyIn(local.currency);
  return (
    <FormField id={id} label={`Expected salary (${local.currency}, ${period})`}>
      <select
        id={id}
        value={amount}
        onChange={(e) => {
          setAmount(Number(e.target.value));
          onChange(Number(e.target.value));
        }}
      >
        <option value={0}>Select</option>
        {offeredAmounts(local, saved).map((n) => (
          <option key={n} value={n}>
            {money.format(n)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

interface FieldProps {
  saved: number;
  onChange: (value: number) => void;
  /** The seeker's currency (lib/seeker-currency.ts). */
  local: CountryCurrency;
}

/** The expected-salary controls of the site; onChange gets the amount in `local`'s currency. */
export function ExpectedSalaryFields(props: FieldProps) {
  return asksInLakhs ? <LakhFields {...props} /> : <AmountField {...props} />;
}
