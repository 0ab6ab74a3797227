#!/usr/bin/env bash
# Reads a PDN file (a round's live.pdn) with the PDN 3.0 standard's own ANTLR reading grammar, an independent reader
# (not Hakem's): every syntax error is printed with its line and column. Not part of `verify`; see README.md here.
#
#   src/test/interop/pdn_grammar_check.sh /path/to/wiegerw-pdn FILE.pdn [FILE.pdn ...]
#
# The grammar (grammars/pdn_reading_antlr.g4 of the standard's repository) is read from the clone given, never kept
# here. Its one semantic predicate is written for ANTLR's Python target; it is turned into Java in a copy under
# target/ before generating the parser. ANTLR itself comes from Maven Central (org.antlr:antlr4).
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 /path/to/wiegerw-pdn FILE.pdn [FILE.pdn ...]" >&2
    exit 2
fi
standard=$1
shift
here=$(cd "$(dirname "$0")/../../.." && pwd)
work="$here/target/pdn-grammar-check"
rm -rf "$work" && mkdir -p "$work/gen" "$work/classes"
grammar="$standard/grammars/pdn_reading_antlr.g4"
[ -f "$grammar" ] || { echo "no $grammar" >&2; exit 2; }
# the Python predicate of DRAW2 ('1-1' not followed by a digit), in Java
sed -e 's/{ *self\._input\.LA(1) < 48 or self\._input\.LA(1) > 57 *}?/{ _input.LA(1) < 48 || _input.LA(1) > 57 }?/' \
    "$grammar" > "$work/pdn_reading_antlr.g4"
cat > "$work/pom.xml" <<'POM'
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
  <groupId>local</groupId><artifactId>pdn-grammar-check</artifactId><version>1</version>
  <dependencies><dependency><groupId>org.antlr</groupId><artifactId>antlr4</artifactId><version>4.13.2</version></dependency></dependencies>
</project>
POM
"$here/mvnw" -B -ntp -q -f "$work/pom.xml" dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >/dev/null
cp=$(cat "$work/cp.txt")
java -cp "$cp" org.antlr.v4.Tool -Dlanguage=Java -o "$work/gen" -Xexact-output-dir "$work/pdn_reading_antlr.g4"
cat > "$work/gen/Check.java" <<'JAVA'
import java.nio.file.*;
import org.antlr.v4.runtime.*;

public class Check {
    public static void main(String[] args) throws Exception {
        int failed = 0;
        for (String f : args) {
            int[] errors = {0};
            pdn_reading_antlrLexer lexer = new pdn_reading_antlrLexer(CharStreams.fromPath(Path.of(f)));
            pdn_reading_antlrParser parser = new pdn_reading_antlrParser(new CommonTokenStream(lexer));
            BaseErrorListener listener = new BaseErrorListener() {
                @Override
                public void syntaxError(Recognizer<?, ?> r, Object o, int line, int col, String msg, RecognitionException e) {
                    if (errors[0]++ < 5) {
                        System.out.println(f + ":" + line + ":" + (col + 1) + ": " + msg);
                    }
                }
            };
            lexer.removeErrorListeners();
            lexer.addErrorListener(listener);
            parser.removeErrorListeners();
            parser.addErrorListener(listener);
            var file = parser.pdnFile();
            System.out.println(f + ": " + file.game().size() + " games, " + errors[0] + " syntax errors");
            failed += errors[0] > 0 ? 1 : 0;
        }
        System.exit(failed == 0 ? 0 : 1);
    }
}
JAVA
javac -nowarn -cp "$cp" -d "$work/classes" "$work"/gen/*.java
java -cp "$cp:$work/classes" Check "$@"
