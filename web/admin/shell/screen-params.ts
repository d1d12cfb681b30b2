import { createContext, useContext } from 'react';

/** The matched screen's path parameters (`:reqId`, `:id`). */
export const ScreenParamsContext = createContext<Record<string, string>>({});

/** A path parameter of the current screen; '' when absent. */
export const useScreenParam = (name: string): string => useContext(ScreenParamsContext)[name] ?? '';
