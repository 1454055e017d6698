// Employer selector (§2.3): shown when the user belongs to more than one employer.
import { NativeSelect } from '@floorhire/ui';
import { CHROME_TEXTS } from '@floorhire/rules';

export interface EmployerOption {
  id: number;
  name: string;
}

export function EmployerSelector({ employers, activeId, onSwitch }: { employers: readonly EmployerOption[]; activeId: number | null; onSwitch(id: number): void }) {
  if (employers.length < 2) return null;
  return (
    // On phones it takes the room the bar has left (never less than a readable 96 px).
    <NativeSelect.Root size="sm" flex={{ base: '1', md: 'none' }} minW="96px" maxW="220px" w={{ base: 'auto', md: '220px' }}>
      <NativeSelect.Field
        aria-label={CHROME_TEXTS.employerSelector}
        data-testid="employer-selector"
        value={activeId ?? ''}
        onChange={(e) => onSwitch(Number(e.target.value))}
        bg="bg"
        color="fg"
        textOverflow="ellipsis"
      >
        {employers.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
