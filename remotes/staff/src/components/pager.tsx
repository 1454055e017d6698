import { Button, Flex, HStack, NativeSelect, Text } from '@floorhire/ui';
import { pageCount } from '@floorhire/rules';
import { STAFF_TEXTS } from '#app/texts';

const T = STAFF_TEXTS.pager;

export interface PagerProps {
  id: string;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number | undefined;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** Page size (spec 002 §9 options) and previous/next, below a list. */
export function Pager({ id, page, pageSize, pageSizes, total, onPage, onPageSize }: PagerProps) {
  const pages = total === undefined ? page : pageCount(total, pageSize);
  return (
    <Flex as="nav" aria-label={T.label} gap="3" wrap="wrap" align="center" justify="space-between" mt="3">
      <HStack gap="2">
        <label htmlFor={id} style={{ fontSize: '0.875rem' }}>
          {T.perPage}
        </label>
        <NativeSelect.Root size="sm" width="5.5rem">
          <NativeSelect.Field id={id} value={pageSize} onChange={(e) => onPageSize(Number(e.currentTarget.value))}>
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {T.previous}
        </Button>
        <Text fontSize="sm" aria-live="polite">
          {T.page(page, Math.max(pages, 1))}
        </Text>
        <Button size="sm" variant="outline" disabled={total === undefined || page >= pages} onClick={() => onPage(page + 1)}>
          {T.next}
        </Button>
      </HStack>
    </Flex>
  );
}
