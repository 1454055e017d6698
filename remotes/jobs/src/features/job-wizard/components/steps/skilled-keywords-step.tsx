import { useMemo, useState } from 'react';
import { Alert, Box, Button, Heading, Input, SimpleGrid, Spinner, Stack, Text, Wrap } from '@floorhire/ui';
import type { JobTaxonomy, NamedItem } from '../../api/get-taxonomy';
import { CheckboxItem } from '../choices';
import type { StepProps } from './step-props';

function Picker({ title, items, selected, onToggle, search, renderExtra }: { title: string; items: readonly NamedItem[]; selected: readonly number[]; onToggle(id: number, on: boolean): void; search: string; renderExtra?(id: number): React.ReactNode }) {
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const list = needle ? items.filter((i) => i.name.toLowerCase().includes(needle)) : items;
    // Chosen items first, so what is picked is always visible.
    return [...list].sort((a, b) => Number(selected.includes(b.id)) - Number(selected.includes(a.id)));
  }, [items, search, selected]);
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p={3}>
      <Heading as="h3" size="sm" mb={2}>
        {title} <Text as="span" color="fg.muted" fontWeight="normal">({selected.length} chosen)</Text>
      </Heading>
      <Stack gap={1} maxH="15rem" overflowY="auto" pr={1}>
        {shown.length === 0 && <Text fontSize="sm" color="fg.muted">No matches.</Text>}
        {shown.map((item) => (
          <Box key={item.id}>
            <CheckboxItem label={item.name} checked={selected.includes(item.id)} onChange={(on) => onToggle(item.id, on)} />
            {selected.includes(item.id) && renderExtra?.(item.id)}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** Step 2 Add Skill keywords: disciplines, machines with their brands, materials (taxonomy). */
export function SkilledKeywordsStep({ form, update, taxonomy, loading, failed, retry }: StepProps & { taxonomy: JobTaxonomy | undefined; loading: boolean; failed: boolean; retry(): void }) {
  const [search, setSearch] = useState('');
  if (failed)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The skill keywords could not be loaded.</Alert.Title>
        <Button size="sm" ml="auto" onClick={retry}>
          Retry
        </Button>
      </Alert.Root>
    );
  if (loading || !taxonomy) return <Spinner aria-label="Loading skill keywords" />;
  const toggle = (list: readonly number[], id: number, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));
  const machineIds = form.machines.map((m) => m.machineId);
  return (
    <Stack gap={4}>
      <Input placeholder="Filter keywords (e.g. CNC, welding, aluminum)" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Filter keywords" />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={4}>
        <Picker title="Disciplines" items={taxonomy.disciplines} selected={form.knowledgeDisciplineIds} search={search} onToggle={(id, on) => update({ knowledgeDisciplineIds: toggle(form.knowledgeDisciplineIds, id, on) })} />
        <Picker
          title="Machines and technologies"
          items={taxonomy.machines}
          selected={machineIds}
          search={search}
          onToggle={(id, on) => update({ machines: on ? [...form.machines, { machineId: id, brandIds: [] }] : form.machines.filter((m) => m.machineId !== id) })}
          renderExtra={(machineId) => {
            const brands = taxonomy.machines.find((m) => m.id === machineId)?.brands ?? [];
            const chosen = form.machines.find((m) => m.machineId === machineId)?.brandIds ?? [];
            if (brands.length === 0) return null;
            return (
              <Wrap pl={6} py={1} gap={3} aria-label="Brands">
                {brands.map((b) => (
                  <CheckboxItem
                    key={b.id}
                    label={b.name}
                    checked={chosen.includes(b.id)}
                    onChange={(on) => update({ machines: form.machines.map((m) => (m.machineId === machineId ? { ...m, brandIds: toggle(m.brandIds, b.id, on) } : m)) })}
                  />
                ))}
              </Wrap>
            );
          }}
        />
        <Picker title="Materials" items={taxonomy.materials} selected={form.materialIds} search={search} onToggle={(id, on) => update({ materialIds: toggle(form.materialIds, id, on) })} />
      </SimpleGrid>
    </Stack>
  );
}
