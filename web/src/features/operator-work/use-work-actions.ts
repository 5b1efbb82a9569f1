import { useTranslation } from 'react-i18next';
import { confirmDialog, type ConfirmDialogOptions } from '../../components/confirm-dialog';
import { alerts } from '../../lib/alerts-store';
import { isApiError } from '../../lib/api-client';
import { useWorkAction } from './api';
import { askQuantityProduced } from './quantity-prompt';

/** What the buttons act on: one worker's place on one activity. */
export interface WorkTarget {
  activity_user_id: number;
  /** `Impresión N.º 12`, for the dialogs' titles. */
  title: string;
}

/** A confirmation as a promise: true only when confirmed. */
function confirmed(options: Omit<ConfirmDialogOptions, 'onConfirm' | 'onClose'>) {
  return new Promise<boolean>((resolve) => {
    let answer = false;
    confirmDialog({ ...options, onConfirm: () => (answer = true), onClose: () => resolve(answer) });
  });
}

/**
 * Start (or continue), pause and finish, as the operator's buttons run them (spec part 2 §4, §5,
 * §8): pause and finish first ask for the quantity produced (cancelling does nothing), finish then
 * asks "¿Está seguro?"; each outcome is said in an alert, and a failed start or finish advises
 * reloading the page, since the server may have moved on (another tab, a double tap).
 */
export function useWorkActions() {
  const { t } = useTranslation();
  const action = useWorkAction();

  /** The server's reason first, then what to do about it. */
  const failed = (error: unknown, fallback: string, advice?: string) =>
    alerts.danger(isApiError(error) && error.message ? (advice ? [error.message, advice] : error.message) : fallback);

  const start = async (target: WorkTarget, continuing: boolean) => {
    try {
      await action.mutateAsync({ activityUserId: target.activity_user_id, action: 'start' });
      alerts.success(t(continuing ? 'interval.messages.success.continued' : 'interval.messages.success.started'));
    } catch (error) {
      failed(error, t('interval.messages.error.starting'), t('work.messages.reload'));
    }
  };

  const pause = async (target: WorkTarget) => {
    const quantity = await askQuantityProduced({
      title: t('work.prompts.pause', { title: target.title }),
      confirmLabel: t('work.actions.pause'),
    });
    if (quantity === null) return;
    try {
      await action.mutateAsync({ activityUserId: target.activity_user_id, action: 'pause', quantityProduced: quantity });
      alerts.success(t('interval.messages.success.paused'));
    } catch (error) {
      failed(error, t('interval.messages.error.pausing'));
    }
  };

  /**
   * After a failed finish the quantity prompt opens again with what was typed (spec part 2 §8), so
   * a lost connection costs one tap; not after a 403 or 409, which no retry can change.
   */
  const finish = async (target: WorkTarget, initial: number | null = null): Promise<void> => {
    const quantity = await askQuantityProduced({
      title: t('work.prompts.finish', { title: target.title }),
      confirmLabel: t('work.actions.finish'),
      confirmColor: 'red',
      initial,
    });
    if (quantity === null) return;
    const sure = await confirmed({
      kind: 'warning',
      message: t('activity.question.are_you_sure'),
      detail: t('work.messages.warning.finishing', { quantity: String(quantity).replace('.', ',') }),
      confirmLabel: t('work.actions.finish'),
      cancelLabel: t('common.actions.cancel'),
      confirmColor: 'red',
    });
    if (!sure) return;
    try {
      await action.mutateAsync({ activityUserId: target.activity_user_id, action: 'finish_by_user', quantityProduced: quantity });
      alerts.success(t('work.messages.success.finished'));
    } catch (error) {
      failed(error, t('activities.messages.error.finishing'), t('work.messages.reload'));
      const final = isApiError(error) && (error.status === 403 || error.status === 409);
      if (!final) return finish(target, quantity);
    }
  };

  return { start, pause, finish, pending: action.isPending };
}
