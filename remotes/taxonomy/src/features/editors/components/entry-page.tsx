import { Link as RouterLink, useLocation } from '@floorhire/router';
import { TAXONOMY_LISTS, describeUsage, type TaxonomyKind, type Usage } from '@floorhire/domain-taxonomy';
import { Loaded, NotFoundState } from '@floorhire/remote-kit';
import { Alert, Badge, Box, Link, Text } from '@floorhire/ui';
import { useEntry, type DetailOf } from '#app/api/get-entry';
import { PageFrame, Section } from '#app/components/page-frame';
import { editorAddress, entryPath, jobTitleMapPath, skillMapPath } from '#app/lib/kinds';
import { EDITOR_TEXTS as E } from '#app/texts';
import { DeleteSection } from './delete-section';
import { DetailsForm } from './details-form';

/** /admin/<list>/{id} (spec 002 §2): change an entry, see what uses it, delete it or merge it into another. */
export function EditorEntryPage() {
  const address = editorAddress(useLocation().pathname);
  if (!address || address.id === null) return <NotFoundState />;
  return <EntryView key={`${address.kind}:${address.id}`} kind={address.kind} id={address.id} />;
}

const nameOf = (detail: DetailOf<TaxonomyKind>) => ('title' in detail ? detail.title : detail.name);

function EntryView({ kind, id }: { kind: TaxonomyKind; id: number }) {
  const entry = useEntry(kind, id);
  const list = TAXONOMY_LISTS[kind];
  const back = { to: list.adminPath, label: E.backToList(list.plural) };
  return (
    <Loaded resource={entry}>
      {(detail) => {
        const removed = 'status' in detail && detail.status === 'removed';
        return (
          <PageFrame title={nameOf(detail)} back={back} badge={removed ? <Badge colorPalette="red">{E.removed}</Badge> : null}>
            {removed ? (
              <Removed detail={detail} />
            ) : (
              <>
                <Section title={E.details}>
                  <DetailsForm kind={kind} detail={detail} onSaved={entry.setData} />
                </Section>
                <Section title={E.usage}>
                  <UsageView kind={kind} detail={detail} usage={detail.usage} />
                </Section>
                <Section title={E.deleteTitle}>
                  <DeleteSection kind={kind} id={id} name={nameOf(detail)} usage={detail.usage} />
                </Section>
              </>
            )}
          </PageFrame>
        );
      }}
    </Loaded>
  );
}

function Removed({ detail }: { detail: DetailOf<TaxonomyKind> }) {
  const replacedBy = 'replacedBy' in detail ? detail.replacedBy : null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{E.removed}</Alert.Title>
        {replacedBy && (
          <Alert.Description>
            {E.replacedBy}{' '}
            <Link asChild colorPalette="brand">
              <RouterLink to={entryPath('jobTitle', replacedBy.id)}>{replacedBy.title}</RouterLink>
            </Link>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

function UsageView({ kind, detail, usage }: { kind: TaxonomyKind; detail: DetailOf<TaxonomyKind>; usage: Usage }) {
  const text = describeUsage(usage.uses);
  return (
    <Box>
      <Text>{text ? E.usedBy(text) : E.unused(TAXONOMY_LISTS[kind].label)}</Text>
      {'machines' in detail && detail.machines.length > 0 && (
        <Box mt="3">
          <Text fontWeight="semibold">{E.madeBy}</Text>
          <Box as="ul" ps="5">
            {detail.machines.map((m) => (
              <li key={m.id}>
                <Link asChild colorPalette="brand">
                  <RouterLink to={entryPath('machine', m.id)}>{m.name}</RouterLink>
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {kind === 'jobTitle' && (
        <Link asChild colorPalette="brand" mt="3" display="inline-block">
          <RouterLink to={jobTitleMapPath(detail.id)}>{E.openMaps}</RouterLink>
        </Link>
      )}
      {kind === 'skill' && (
        <Link asChild colorPalette="brand" mt="3" display="inline-block">
          <RouterLink to={skillMapPath(detail.id)}>{E.openSkillMaps}</RouterLink>
        </Link>
      )}
    </Box>
  );
}
