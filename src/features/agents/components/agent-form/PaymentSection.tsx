import { useMemo } from "react";
import { useI18n } from "../../../../i18n/index.ts";
import { DIGITS_ONLY, PatternInput, TextInput } from "../../../../ui/inputs/index.ts";
import { useAgentText } from "../../messages.ts";
import { enumOptions } from "../../model/options.ts";
import { FieldBox, PhoneField, SelectField } from "../formFields.tsx";
import { Section } from "./Section.tsx";
import type { AgentFormBinding } from "./useAgentFormState.ts";

/** How the employee is paid: the method, then the bank account or the e-wallet it needs. */
export function PaymentSection({ form }: { form: AgentFormBinding }) {
  const text = useAgentText();
  const { language } = useI18n();
  const { values, errorAt, pick } = form;
  const methods = useMemo(() => enumOptions("payment_method", language), [language]);
  return (
    <Section title={text.sectionPayment}>
      <SelectField
        name="paymentMethod"
        label={text.paymentMethod}
        options={methods}
        value={values.paymentMethod}
        onChange={pick("paymentMethod")}
        error={errorAt("paymentMethod")}
      />
      {values.paymentMethod === "bank_transfer" && <BankFields form={form} />}
      {values.paymentMethod === "e_wallet" && <WalletFields form={form} />}
    </Section>
  );
}

function BankFields({ form }: { form: AgentFormBinding }) {
  const text = useAgentText();
  const { values, errorAt, typeText } = form;
  return (
    <>
      <FieldBox name="bankName">
        <TextInput
          label={text.bankName}
          maxLength={80}
          value={values.bankName}
          onValueChange={typeText("bankName")}
          invalid={Boolean(errorAt("bankName"))}
          errorText={errorAt("bankName")}
        />
      </FieldBox>
      <FieldBox name="accountName">
        <TextInput
          label={text.accountName}
          maxLength={120}
          value={values.accountName}
          onValueChange={typeText("accountName")}
          invalid={Boolean(errorAt("accountName"))}
          errorText={errorAt("accountName")}
        />
      </FieldBox>
      <FieldBox name="accountNumber">
        <PatternInput
          label={text.accountNumber}
          charPattern={DIGITS_ONLY}
          inputMode="numeric"
          maxLength={20}
          value={values.accountNumber}
          onValueChange={typeText("accountNumber")}
          invalid={Boolean(errorAt("accountNumber"))}
          errorText={errorAt("accountNumber")}
        />
      </FieldBox>
    </>
  );
}

function WalletFields({ form }: { form: AgentFormBinding }) {
  const text = useAgentText();
  const { language } = useI18n();
  const { values, errorAt, typeText, pick, normalisePhone } = form;
  const wallets = useMemo(() => enumOptions("e_wallet", language), [language]);
  return (
    <>
      <SelectField
        name="eWallet"
        label={text.eWallet}
        options={wallets}
        value={values.eWallet}
        onChange={pick("eWallet")}
        error={errorAt("eWallet")}
      />
      <PhoneField
        name="walletPhoneNumber"
        label={text.walletPhone}
        value={values.walletPhoneNumber}
        onChange={typeText("walletPhoneNumber")}
        onBlur={normalisePhone("walletPhoneNumber")}
        error={errorAt("walletPhoneNumber")}
      />
    </>
  );
}
