import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

interface ChoiceSelectProps<T extends string> {
  id: string;
  label: string;
  /** '' is the "any" choice. */
  value: T | '';
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  anyLabel: string;
  onChange: (value: T | '') => void;
}

/** A labelled select over a fixed set of values plus "any"; values outside the set are ignored. */
export function ChoiceSelect<T extends string>({
  id,
  label,
  value,
  choices,
  choiceLabel,
  anyLabel,
  onChange,
}: ChoiceSelectProps<T>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '') return onChange('');
          const choice = choices.find((c) => c === next);
          if (choice !== undefined) onChange(choice);
        }}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
