import { useParams } from 'react-router';
import { VersionEditor } from './version-editor';
import { VersionsList } from './versions-list';

/**
 * /processing/widget-creator/:id? (spec B §2): without an id the checkout versions, with one that version's
 * editor and live preview.
 */
export default function WidgetCreatorScreen() {
  const { id } = useParams();
  return (
    <div className="@container space-y-4" data-route-name="processing-widget-creator-id">
      {id ? <VersionEditor key={id} id={id} /> : <VersionsList />}
    </div>
  );
}
