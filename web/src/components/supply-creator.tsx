import { createContext, useContext, type ReactNode } from 'react';
import type { SupplyChoice } from './supply-autocomplete';

export interface SupplyCreatorProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (supply: SupplyChoice) => void;
}

/** Draws the dialog that registers a new supply and hands it back (the supplies feature provides it). */
export type SupplyCreator = (props: SupplyCreatorProps) => ReactNode;

/**
 * Where a screen of another area finds the supplies' "new supply" dialog: the app layer provides it
 * (features never import each other), and a screen without it simply offers no such button.
 */
export const SupplyCreatorContext = createContext<SupplyCreator | null>(null);

export const useSupplyCreator = () => useContext(SupplyCreatorContext);
