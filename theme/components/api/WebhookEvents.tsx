import { useId, useState } from 'react';
import { apiSchemaText } from '../../../i18n/api-schema';
import {
  webhookEventAnchor,
  webhookHeadersBase,
  webhookPayloadAnchor,
} from '../../../shared/api/field-anchors';
import { highlightJson } from '../../../shared/api/json-highlight';
import type { ApiWebhookFamilyData } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiCodeBlock } from './ApiCodeBlock';
import { ApiHtml } from './ApiHtml';
import { ApiParameterList } from './ApiParameterList';
import { ApiSchemaViewer } from './ApiSchemaViewer';
import './api-reference.css';
import { ScrollRegion } from '../ScrollableTable/ScrollRegion';

/**
 * The webhooks of one event family, from the spec: events, delivery headers,
 * payload schema and an example per event. Used by the webhook guides as
 * `<WebhookEvents events={data} />`, with the data generated next to the API
 * pages (`docs/<lang>/docs/api/_data/webhooks-<family>.json`).
 */
export interface WebhookEventsProps {
  /**
   * The event family generated from the spec: import
   * `docs/<lang>/docs/api/_data/webhooks-<family>.json` (family = event name up to the first dot).
   */
  events: ApiWebhookFamilyData;
}

export function WebhookEvents({ events: family }: WebhookEventsProps) {
  const t = useFeatureText(apiSchemaText);
  const id = useId();
  const [selected, setSelected] = useState(0);
  const event = family.events[selected] ?? family.events[0];
  const payload = event ? family.payloads[event.payload] : undefined;
  return (
    <div className="ap-webhook-events" data-family={family.family}>
      <h3>{t('apiWebhookEvents')}</h3>
      <ScrollRegion className="ap-api-table-scroll">
        <table className="ap-api-params">
          <thead>
            <tr>
              <th scope="col">{t('apiWebhookEventLabel')}</th>
              <th scope="col">{t('apiColumnDescription')}</th>
            </tr>
          </thead>
          <tbody>
            {family.events.map((e) => (
              <tr key={e.name} data-event={e.name} id={webhookEventAnchor(e.name)}>
                <td>
                  <code>{e.name}</code>
                </td>
                <td>
                  <ApiHtml html={e.descriptionHtml} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      {family.headers.length > 0 && (
        <>
          <h3>{t('apiWebhookHeaders')}</h3>
          <ApiParameterList
            parameters={family.headers}
            anchorBase={webhookHeadersBase(family.family)}
            sent="by-api"
          />
        </>
      )}

      {payload && (
        <>
          <h3>{t('apiWebhookPayload')}</h3>
          <ApiSchemaViewer node={payload} anchorBase={webhookPayloadAnchor(family.family)} />
        </>
      )}

      {event?.example && (
        <>
          <h3>{t('apiWebhookExample')}</h3>
          <div className="ap-api-panel rp-not-doc">
            <div className="ap-api-panel__bar">
              <label className="ap-api-select" htmlFor={`${id}-event`}>
                <span className="ap-api-select__label">{t('apiWebhookEventLabel')}</span>
                <select
                  id={`${id}-event`}
                  value={selected}
                  onChange={(e) => setSelected(Number(e.target.value))}
                >
                  {family.events.map((e, index) => (
                    <option key={e.name} value={index}>
                      {e.name}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <ApiCodeBlock
              html={highlightJson(event.example.json)}
              language="json"
              title={event.name}
            />
          </div>
        </>
      )}

      {family.responses.length > 0 && (
        <>
          <h3>{t('apiWebhookAnswer')}</h3>
          {family.responses.map((r) => (
            <div key={r.status} className="ap-api-responses__head rp-not-doc">
              <span className="ap-api-status ap-api-status--success">{r.status}</span>
              <ApiHtml html={r.descriptionHtml} />
            </div>
          ))}
        </>
      )}
    </div>
  );
}
