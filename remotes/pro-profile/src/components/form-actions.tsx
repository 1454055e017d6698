import { Button, HStack } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';

/** Submit and Cancel at the end of an add or edit form of a list page. */
export function FormActions({ saving, submitLabel = PAGE_TEXTS.save, onCancel }: { saving: boolean; submitLabel?: string; onCancel(): void }) {
  return (
    <HStack gap="3">
      <Button type="submit" size="lg" loading={saving} loadingText={PAGE_TEXTS.saving}>
        {submitLabel}
      </Button>
      <Button size="lg" variant="ghost" onClick={onCancel}>
        {PAGE_TEXTS.cancel}
      </Button>
    </HStack>
  );
}

/** Edit and Remove under an entry of a list page; their names say which entry. */
export function EntryActions({ name, onEdit, onRemove }: { name: string; onEdit?: () => void; onRemove(): void }) {
  return (
    <HStack mt="3" gap="2">
      {onEdit && (
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={PAGE_TEXTS.editNamed(name)}>
          {PAGE_TEXTS.edit}
        </Button>
      )}
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove} aria-label={PAGE_TEXTS.removeNamed(name)}>
        {PAGE_TEXTS.remove}
      </Button>
    </HStack>
  );
}
