import type { MachineWithBrands, TaxonomyOptions } from '@floorhire/domain-pro-profile';
import { Box, Fieldset, Stack } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { ChoiceList } from '#app/components/choice-list';
import { CheckboxItem } from '#app/components/checkbox-item';

// Machines with brand maps (spec 002 §3): pick machines, then for each the brands known to
// make it (the taxonomy's machine-brand maps).
export function MachinePicker({ legend, options, value, onChange }: { legend: string; options: TaxonomyOptions; value: readonly MachineWithBrands[]; onChange(next: MachineWithBrands[]): void }) {
  const brandName = new Map(options.brands.map((b) => [b.id, b.name]));
  const setMachines = (ids: number[]) => onChange(ids.map((machineId) => value.find((m) => m.machineId === machineId) ?? { machineId, brandIds: [] }));
  const setBrand = (machineId: number, brandId: number, on: boolean) =>
    onChange(value.map((m) => (m.machineId !== machineId ? m : { ...m, brandIds: on ? [...m.brandIds, brandId] : m.brandIds.filter((b) => b !== brandId) })));
  return (
    <Stack gap="4">
      <ChoiceList legend={legend} options={options.machines} selected={value.map((m) => m.machineId)} onChange={setMachines} />
      {value.map((m) => {
        const machine = options.machines.find((x) => x.id === m.machineId);
        if (!machine || machine.brandIds.length === 0) return null;
        return (
          <Fieldset.Root key={m.machineId}>
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              {PAGE_TEXTS.preferences.brandsOf(machine.name)}
            </Fieldset.Legend>
            <Box display="flex" flexWrap="wrap" columnGap="5">
              {machine.brandIds.map((brandId) => (
                <CheckboxItem key={brandId} label={brandName.get(brandId) ?? String(brandId)} checked={m.brandIds.includes(brandId)} onChange={(on) => setBrand(m.machineId, brandId, on)} />
              ))}
            </Box>
          </Fieldset.Root>
        );
      })}
    </Stack>
  );
}
