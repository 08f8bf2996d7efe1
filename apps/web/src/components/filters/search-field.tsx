import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  maxLength?: number;
  onChange: (value: string) => void;
}

/** A labelled text search with the magnifier at the line's start (left in English, right in Arabic). */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  maxLength,
  onChange,
}: SearchFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="ps-9"
          placeholder={placeholder}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
