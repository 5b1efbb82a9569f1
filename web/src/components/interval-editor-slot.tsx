import { Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName, type ActivityResponse, type AnyActivityDefinition } from '@tintero/domain';
import { useSession } from '../lib/session';
import { IntervalEditorContext, type IntervalEditorTarget } from './interval-editor-context';

/**
 * Whether an activity's intervals can be edited (spec part 2 §2): not pending, its order
 * developing, and worked by people (a third party's has no intervals).
 */
export function canEditIntervals(record: ActivityResponse, orderStatus: string | null | undefined): boolean {
  return orderStatus === 'developing' && (record.status ?? 'pending') !== 'pending' && !record.was_made_by_third && record.users.length > 0;
}

/**
 * The "intervalos" button's behaviour for activity tables, cards and report rows: whether it shows
 * for a record (administrators only), opening the editor on the activity's workers, and the editor.
 */
export function useIntervalEditor() {
  const { t } = useTranslation();
  const session = useSession();
  const renderEditor = useContext(IntervalEditorContext);
  const [target, setTarget] = useState<IntervalEditorTarget | null>(null);
  const administrator = session?.claims.role === 'administrator' && renderEditor !== null;
  return {
    shows: (record: ActivityResponse, orderStatus: string | null | undefined) => administrator && canEditIntervals(record, orderStatus),
    open: (definition: AnyActivityDefinition, record: ActivityResponse) =>
      setTarget({
        title: t('activity.card.title', { name: t(definition.labelKey), id: record.id }),
        workers: record.users.map((worker) => ({ activityUserId: worker.activity_user_id, name: fullName(worker) })),
      }),
    /** Opens it on workers named by the caller (a report row: one operator's activity user). */
    openTarget: (next: IntervalEditorTarget) => setTarget(next),
    editor: target && renderEditor ? <Suspense fallback={null}>{renderEditor({ target, onClose: () => setTarget(null) })}</Suspense> : null,
  };
}
