import {
  apiRoutes,
  isApiError,
  useApiClient,
  useCanCall,
  useInsurer,
  useInsurerSettings,
  type InsurerPricingSettings,
  type InsurerPricingSettingsInput,
} from '@buildcover/api-client';
import {
  basisPointsToPercent,
  centsToDecimal,
  computePremiumBreakdown,
  constructionTypes,
  contractWorksPremium,
  formatAud,
  insurerRatesSchema,
  liabilityLimits,
  percentToBasisPoints,
  ratingTableSchema,
  stateCodes,
  toCents,
  underwritingLimitsSchema,
  pricingValueMessages,
  type InsurerRates,
  type RatingTable,
  type UnderwritingLimits,
} from '@buildcover/domain';
import { Alert, Button, StatusBadge, TextField } from '@buildcover/ui';
import { Fragment, useMemo, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Facts, RecordDetail, Section } from '../records/RecordDetail';

type Key = keyof InsurerPricingSettings;
/** Every editable number as the staff member typed it, by path ("rates.stampDuty.NSW", "table.bands.0.upTo"). */
type Draft = Record<string, string>;
interface SettingsBody {
  rates: InsurerRates;
  rating_table: RatingTable;
  underwriting_limits: UnderwritingLimits;
}

const sectionTitles: Record<Key, string> = {
  rates: 'Rates and fees',
  rating_table: 'Rating table',
  underwriting_limits: 'Underwriting limits',
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  h3 { margin: 0; }
`;
const SubHeading = styled.h4`
  margin: ${({ theme }) => `${theme.space[3]} 0 ${theme.space[2]}`};
`;

/** One number on the screen: its draft path, label, and what it is typed in. */
interface FieldSpec {
  path: string;
  label: string;
  /** percent: 0–100 %; factor: a percentage of the rate, 0–1000 %; amount: dollars. */
  kind: keyof typeof pricingValueMessages;
  description?: string;
}
/** A titled grid of fields, or the contract works bands (as many as the draft holds, added and removed). */
type FieldGroup = { heading?: string; fields: readonly FieldSpec[] } | 'bands';

const percentField = (path: string, label: string, description?: string): FieldSpec => ({
  path,
  label,
  kind: 'percent',
  ...(description ? { description } : {}),
});
const factorField = (path: string, label: string, description: string): FieldSpec => ({
  path,
  label,
  kind: 'factor',
  description,
});
const amountField = (path: string, label: string, description?: string): FieldSpec => ({
  path,
  label,
  kind: 'amount',
  ...(description ? { description } : {}),
});

/** The screen: each stored section (its own or the default), where its domain-rule error shows, and its fields. */
const settingsSections: readonly { key: Key; errorPath: string; groups: readonly FieldGroup[] }[] = [
  {
    key: 'rates',
    errorPath: 'rates',
    groups: [
      {
        fields: [
          percentField('rates.gst', 'GST'),
          amountField('rates.fees.association_fee', 'Association Fee'),
          amountField('rates.fees.insurer_fee', 'Insurer Fee'),
          amountField('rates.fees.broker_fee', 'Broker Fee'),
        ],
      },
      {
        heading: 'Stamp duty by state',
        fields: stateCodes.map((s) => percentField(`rates.stampDuty.${s}`, `Stamp duty ${s}`)),
      },
      {
        heading: 'Fire services levy by state',
        fields: stateCodes.map((s) => percentField(`rates.fsl.${s}`, `Fire services levy ${s}`)),
      },
    ],
  },
  {
    key: 'rating_table',
    errorPath: 'table.bands',
    groups: [
      'bands',
      {
        heading: 'Construction type factor',
        fields: constructionTypes.map((type, i) =>
          factorField(`table.factor.${i}`, type, '% of the rate (100 = no change)'),
        ),
      },
      {
        heading: 'Existing structures, minimum premium and public liability',
        fields: [
          percentField('table.existing', 'Existing structure rate'),
          amountField('table.minimum', 'Minimum premium'),
          ...liabilityLimits.map((l) => amountField(`table.liability.${l.value}`, `Public liability ${l.label}`)),
        ],
      },
    ],
  },
  {
    key: 'underwriting_limits',
    errorPath: 'limits',
    groups: [
      {
        fields: [
          amountField(
            'limits.auto',
            'Quote automatically up to',
            '$ of contract works; above it the proposal is referred',
          ),
          amountField('limits.panel', 'Panel maximum', '$ of contract works the insurer accepts at all'),
        ],
      },
    ],
  },
];

const bandFields = (i: number, count: number): FieldSpec[] => [
  amountField(`table.bands.${i}.upTo`, `Band ${i + 1}: up to`, i === count - 1 ? '$ (empty: no upper end)' : '$'),
  percentField(`table.bands.${i}.rate`, `Band ${i + 1}: rate`),
];
/** A new last band without an upper end, at the last band's rate. */
const addBand = (d: Draft, count: number): Draft => ({
  ...d,
  [`table.bands.${count}.upTo`]: '',
  [`table.bands.${count}.rate`]: d[`table.bands.${count - 1}.rate`] ?? '',
});
/** The last band goes; the one before becomes open-ended. */
function removeLastBand(d: Draft, count: number): Draft {
  const { [`table.bands.${count - 1}.upTo`]: _upTo, [`table.bands.${count - 1}.rate`]: _rate, ...rest } = d;
  return { ...rest, [`table.bands.${count - 2}.upTo`]: '' };
}

function toDraft(s: InsurerPricingSettings): Draft {
  const draft: Draft = {};
  const r = s.rates.value;
  draft['rates.gst'] = basisPointsToPercent(r.gstBasisPoints);
  for (const state of stateCodes) {
    draft[`rates.stampDuty.${state}`] = basisPointsToPercent(r.stampDutyBasisPoints[state]);
    draft[`rates.fsl.${state}`] = basisPointsToPercent(r.fireServicesLevyBasisPoints[state]);
  }
  for (const fee of ['association_fee', 'insurer_fee', 'broker_fee'] as const)
    draft[`rates.fees.${fee}`] = centsToDecimal(r.fees[fee]);
  const t = s.rating_table.value;
  t.contractWorksBands.forEach((band, i) => {
    draft[`table.bands.${i}.upTo`] = band.upToCents === null ? '' : centsToDecimal(band.upToCents);
    draft[`table.bands.${i}.rate`] = basisPointsToPercent(band.rateBasisPoints);
  });
  constructionTypes.forEach(
    (type, i) => (draft[`table.factor.${i}`] = basisPointsToPercent(t.constructionTypeFactorBasisPoints[type])),
  );
  draft['table.existing'] = basisPointsToPercent(t.existingStructureRateBasisPoints);
  for (const limit of liabilityLimits)
    draft[`table.liability.${limit.value}`] = centsToDecimal(t.publicLiabilityPremiumCents[limit.value]);
  draft['table.minimum'] = centsToDecimal(t.minimumPremiumCents);
  draft['limits.auto'] = centsToDecimal(s.underwriting_limits.value.autoQuoteMaxCents);
  draft['limits.panel'] = centsToDecimal(s.underwriting_limits.value.panelMaxCents);
  return draft;
}

/** Where the screen shows a problem the domain or the server names by the stored shape's path ("stampDutyBasisPoints.NSW" → "rates.stampDuty.NSW"). */
function draftPathOf(key: Key, path: readonly string[]): string {
  const [first, second, third] = path;
  const section = settingsSections.find((s) => s.key === key)!.errorPath;
  if (key === 'rates') {
    if (first === 'gstBasisPoints') return 'rates.gst';
    if (first === 'stampDutyBasisPoints' && second) return `rates.stampDuty.${second}`;
    if (first === 'fireServicesLevyBasisPoints' && second) return `rates.fsl.${second}`;
    if (first === 'fees' && second) return `rates.fees.${second}`;
  }
  if (key === 'rating_table') {
    if (first === 'contractWorksBands' && second !== undefined && third)
      return `table.bands.${second}.${third === 'upToCents' ? 'upTo' : 'rate'}`;
    if (first === 'constructionTypeFactorBasisPoints' && second)
      return `table.factor.${constructionTypes.indexOf(second as (typeof constructionTypes)[number])}`;
    if (first === 'existingStructureRateBasisPoints') return 'table.existing';
    if (first === 'publicLiabilityPremiumCents' && second) return `table.liability.${second}`;
    if (first === 'minimumPremiumCents') return 'table.minimum';
  }
  if (key === 'underwriting_limits') {
    if (first === 'autoQuoteMaxCents') return 'limits.auto';
    if (first === 'panelMaxCents') return 'limits.panel';
  }
  return section;
}

/** A server field error ("rates.stampDutyBasisPoints.NSW") at the screen's path. */
function serverErrorPath(path: string): string {
  const [key, ...rest] = path.split('.');
  return settingsSections.some((s) => s.key === key) ? draftPathOf(key as Key, rest) : path;
}

const bandCount = (draft: Draft) => Object.keys(draft).filter((k) => /^table\.bands\.\d+\.rate$/.test(k)).length;

/** The draft as the settings the API takes, with a message at each path that is not a valid number or breaks a domain rule. */
function fromDraft(draft: Draft): { body: SettingsBody | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const percent = (path: string, message: string = pricingValueMessages.percent) => {
    try {
      return percentToBasisPoints(draft[path] ?? '');
    } catch {
      errors[path] = message;
      return 0;
    }
  };
  const amount = (path: string) => {
    const text = (draft[path] ?? '').trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      errors[path] = pricingValueMessages.amount;
      return 0;
    }
    return toCents(text);
  };
  const perState = (prefix: string) =>
    Object.fromEntries(stateCodes.map((s) => [s, percent(`${prefix}.${s}`)])) as InsurerRates['stampDutyBasisPoints'];
  const rates: InsurerRates = {
    gstBasisPoints: percent('rates.gst'),
    stampDutyBasisPoints: perState('rates.stampDuty'),
    fireServicesLevyBasisPoints: perState('rates.fsl'),
    fees: {
      association_fee: amount('rates.fees.association_fee'),
      insurer_fee: amount('rates.fees.insurer_fee'),
      broker_fee: amount('rates.fees.broker_fee'),
    },
  };
  const bands = Array.from({ length: bandCount(draft) }, (_, i) => {
    const last = i === bandCount(draft) - 1;
    return {
      upToCents: last && (draft[`table.bands.${i}.upTo`] ?? '').trim() === '' ? null : amount(`table.bands.${i}.upTo`),
      rateBasisPoints: percent(`table.bands.${i}.rate`),
    };
  });
  const table: RatingTable = {
    contractWorksBands: bands,
    constructionTypeFactorBasisPoints: Object.fromEntries(
      constructionTypes.map((type, i) => [type, percent(`table.factor.${i}`, pricingValueMessages.factor)]),
    ) as RatingTable['constructionTypeFactorBasisPoints'],
    existingStructureRateBasisPoints: percent('table.existing'),
    publicLiabilityPremiumCents: Object.fromEntries(
      liabilityLimits.map((l) => [l.value, amount(`table.liability.${l.value}`)]),
    ) as RatingTable['publicLiabilityPremiumCents'],
    minimumPremiumCents: amount('table.minimum'),
  };
  const limits: UnderwritingLimits = {
    autoQuoteMaxCents: amount('limits.auto'),
    panelMaxCents: amount('limits.panel'),
  };
  // The domain's own rules (ranges beside their field; bands in order, the last without an upper
  // end, limits in order at their sections), where the typing itself was readable.
  const checks = [
    ['rates', insurerRatesSchema.safeParse(rates)],
    ['rating_table', ratingTableSchema.safeParse(table)],
    ['underwriting_limits', underwritingLimitsSchema.safeParse(limits)],
  ] as const;
  const unreadable = Object.keys(errors);
  for (const [key, result] of checks) {
    for (const issue of result.success ? [] : result.error.issues) {
      const path = draftPathOf(key, issue.path.map(String));
      // A section's rule (bands in order) judged on a value that could not be read would mislead.
      const section = settingsSections.find((s) => s.key === key)!.errorPath;
      if (path === section && unreadable.some((k) => k.startsWith(section.split('.')[0]!))) continue;
      errors[path] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0
    ? { body: null, errors }
    : { body: { rates, rating_table: table, underwriting_limits: limits }, errors };
}

/** What a user whose role may not read pricing settings is told instead of the screen. */
export const pricingRefusedText = 'Only an admin or a super admin can read and change pricing settings.';

/** /admin/insurers/:id/settings: what an insurer charges and accepts, so staff put it on the panel without a developer. */
export function InsurerSettingsPage({ id }: { id: string }): ReactElement {
  const mayRead = useCanCall()(apiRoutes.insurers.settings);
  const settings = useInsurerSettings(mayRead ? id : null);
  const insurer = useInsurer(id);
  if (!mayRead) return <Alert tone="warning" title={pricingRefusedText} />;
  return (
    <RecordDetail
      listPath="/insurers"
      listLabel="Insurers"
      noun="pricing settings"
      title={() => `Pricing settings${insurer.data ? ` of ${insurer.data.name}` : ''}`}
      data={settings.data}
      error={settings.error}
      isLoading={settings.isLoading}
    >
      {(data) => (
        <SettingsForm
          id={id}
          settings={data}
          commission={insurer.data?.commission ?? '0'}
          associate={insurer.data?.associate_commission ?? '0'}
          onSaved={(saved) => void settings.mutate(saved, { revalidate: false })}
        />
      )}
    </RecordDetail>
  );
}

function SettingsForm({
  id,
  settings,
  commission,
  associate,
  onSaved,
}: {
  id: string;
  settings: InsurerPricingSettings;
  commission: string;
  associate: string;
  onSaved: (saved: InsurerPricingSettings) => void;
}): ReactElement {
  const client = useApiClient();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | undefined>();
  const [saving, setSaving] = useState(false);
  const { body, errors } = useMemo(() => fromDraft(draft), [draft]);
  const shown = { ...serverErrors, ...errors };

  const send = async (input: InsurerPricingSettingsInput) => {
    setSaving(true);
    setNotice(undefined);
    try {
      const answer = await client.insurers.updateSettings(id, input);
      setServerErrors({});
      setDraft(toDraft(answer.data));
      onSaved(answer.data);
      setNotice({ tone: 'success', text: answer.message ?? 'Insurer settings updated successfully!' });
    } catch (error) {
      setServerErrors(
        Object.fromEntries((isApiError(error) ? error.errors : []).map((e) => [serverErrorPath(e.path), e.message])),
      );
      setNotice({
        tone: 'danger',
        text: isApiError(error) ? error.message : 'Failed to update the settings. Please try again.',
      });
    } finally {
      setSaving(false);
    }
  };

  const field = ({ path, label, kind, description }: FieldSpec) => (
    <TextField
      key={path}
      label={label}
      inputMode="decimal"
      value={draft[path] ?? ''}
      onChange={(v) => setDraft((d) => ({ ...d, [path]: v }))}
      errorMessage={shown[path]}
      description={description ?? (kind === 'amount' ? '$' : '%')}
    />
  );
  const bands = bandCount(draft);
  const sourceBadge = (key: Key) => (
    <>
      <StatusBadge
        status={settings[key].source === 'insurer' ? "Insurer's own" : 'Default'}
        tone={settings[key].source === 'insurer' ? 'success' : 'neutral'}
        uppercase={false}
      />
      {settings[key].source === 'insurer' ? (
        <Button size="sm" variant="secondary" isDisabled={saving} onPress={() => void send({ [key]: null })}>
          Use the default
        </Button>
      ) : null}
    </>
  );
  const sectionError = (path: string) =>
    shown[path] ? <Alert tone="danger" role="alert" title={shown[path]} /> : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!body) return;
        // Only what changed becomes the insurer's own; the rest keeps following the defaults.
        const changed = (Object.keys(sectionTitles) as Key[]).filter(
          (k) => settings[k].invalid || JSON.stringify(body[k]) !== JSON.stringify(settings[k].value),
        );
        if (changed.length === 0) setNotice({ tone: 'success', text: 'Nothing has changed.' });
        else void send(Object.fromEntries(changed.map((k) => [k, body[k]])) as InsurerPricingSettingsInput);
      }}
    >
      {notice ? (
        <Alert tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'} title={notice.text} />
      ) : null}
      {(Object.keys(sectionTitles) as Key[]).some((k) => settings[k].invalid) ? (
        <Alert
          tone="warning"
          title="Some stored settings are no longer valid: pricing uses the defaults for them until they are saved again."
        />
      ) : null}
      <Section aria-labelledby="settings-example">
        <h3 id="settings-example">Example premium</h3>
        <ExamplePremium body={body} commission={commission} associate={associate} />
      </Section>
      {settingsSections.map((section) => (
        <Section key={section.key} aria-labelledby={`settings-${section.key}`}>
          <Row>
            <h3 id={`settings-${section.key}`}>{sectionTitles[section.key]}</h3>
            {sourceBadge(section.key)}
          </Row>
          {sectionError(section.errorPath)}
          {section.groups.map((group, g) =>
            group === 'bands' ? (
              <Fragment key={g}>
                <SubHeading>Contract works rate by value</SubHeading>
                {Array.from({ length: bands }, (_, i) => (
                  <Grid key={i}>{bandFields(i, bands).map(field)}</Grid>
                ))}
                <Row>
                  <Button size="sm" variant="secondary" onPress={() => setDraft((d) => addBand(d, bands))}>
                    Add band
                  </Button>
                  {bands > 1 ? (
                    <Button size="sm" variant="secondary" onPress={() => setDraft((d) => removeLastBand(d, bands))}>
                      Remove last band
                    </Button>
                  ) : null}
                </Row>
              </Fragment>
            ) : (
              <Fragment key={g}>
                {group.heading ? <SubHeading>{group.heading}</SubHeading> : null}
                <Grid>{group.fields.map(field)}</Grid>
              </Fragment>
            ),
          )}
        </Section>
      ))}
      <Button type="submit" isDisabled={saving || body === null}>
        {saving ? 'Processing...' : 'Save settings'}
      </Button>
    </form>
  );
}

const exampleValueCents = 30_000_000;
const exampleType = 'New home';
const exampleState = 'NSW';

/** What a $300,000 new home in NSW would cost with the settings on screen (before they are saved). */
function ExamplePremium({
  body,
  commission,
  associate,
}: {
  body: SettingsBody | null;
  commission: string;
  associate: string;
}): ReactElement {
  if (!body) return <p>Correct the highlighted values to see an example premium.</p>;
  const base = contractWorksPremium(exampleValueCents, exampleType, body.rating_table);
  const breakdown = computePremiumBreakdown({
    base: centsToDecimal(base),
    association_fee: centsToDecimal(body.rates.fees.association_fee),
    insurer_fee: centsToDecimal(body.rates.fees.insurer_fee),
    broker_fee: centsToDecimal(body.rates.fees.broker_fee),
    commission_percent: commission,
    associate_commission_percent: associate,
    state: exampleState,
    rates: body.rates,
  });
  return (
    <Facts
      items={[
        ['Proposal', `${exampleType}, ${formatAud(exampleValueCents)} contract works, ${exampleState}`],
        ['Base premium', formatAud(breakdown.base)],
        ['Fire services levy', formatAud(breakdown.fsl)],
        ['Stamp duty', formatAud(breakdown.stamp_duty)],
        ['Total amount', formatAud(breakdown.total_amount)],
        [
          'Quoted automatically',
          exampleValueCents <= body.underwriting_limits.autoQuoteMaxCents ? 'Yes' : 'No: referred',
        ],
      ]}
    />
  );
}
