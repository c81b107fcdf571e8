"""What the bench plot scripts share: `plot_x.py data.csv out.png`, the figure drawn by the
script's own function, then titled and written as a PNG here."""
import sys

import matplotlib

matplotlib.use("Agg")


def run(draw, doc, title):
    """draw(csv_path) -> matplotlib figure; the figure titled and saved to argv[2]."""
    if len(sys.argv) != 3:
        sys.exit(doc)
    fig = draw(sys.argv[1])
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(sys.argv[2], dpi=110)
