import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { SupplyChoice } from '../../../components/supply-autocomplete';
import { useCreateSupply } from '../api';
import { SupplyForm } from './supply-form';

export interface NewSupplyModalProps {
  opened: boolean;
  onClose: () => void;
  /** The registered supply, as an autocomplete holds it. */
  onCreated: (supply: SupplyChoice) => void;
}

/** The supply form in a dialog: a supply registered on the spot (from a purchase) without leaving the screen. */
export function NewSupplyModal({ opened, onClose, onCreated }: NewSupplyModalProps) {
  const { t } = useTranslation();
  const create = useCreateSupply();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('supply.titles.new')} size="xl">
      {/* Its submit stays here: React events cross the portal, and the screen's own form must not hear it. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <SupplyForm
          saveErrorText={t('supply.messages.error.creating')}
          onSave={(data) => create.mutateAsync(data)}
          savedText={t('supply.messages.success.created')}
          onSaved={(supply) => {
            onCreated({ id: supply.id, name: supply.name, quantity: supply.quantity, unit_of_measurement: supply.unit_of_measurement });
            onClose();
          }}
        />
      </div>
    </FormModal>
  );
}
