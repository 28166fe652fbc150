import { formatRupiah } from "../../../domain/format.ts";
import { NumberFieldBase, type NumberInputProps } from "./NumberInput.tsx";

export type CurrencyInputProps = Omit<
  NumberInputProps,
  "thousandSeparator" | "maxFractionDigits" | "allowDecimal"
> & {
  /** Whether sen (up to two decimals) may be typed; whole rupiah unless given. */
  allowDecimal?: boolean;
};

/**
 * A rupiah amount (SPEC §9): "Rp" in front, "." between thousands, "," before sen.
 * It reports the amount as exact text ("1500000", "1500000.5") and as a number; screen
 * readers hear it as `formatRupiah` writes it ("Rp 1.500.000").
 */
export function CurrencyInput({ allowDecimal = false, ...props }: CurrencyInputProps) {
  return (
    <NumberFieldBase
      {...props}
      allowDecimal={allowDecimal}
      thousandSeparator
      maxFractionDigits={2}
      prefix="Rp"
      formatValueText={formatRupiah}
    />
  );
}
