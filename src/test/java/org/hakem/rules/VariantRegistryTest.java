package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class VariantRegistryTest {

    @Test
    void theRegistryPublishesEveryDeclarationInDeclarationOrder() throws IllegalAccessException {
        List<Variant> declared = new ArrayList<>();
        for (Field f : Variants.class.getDeclaredFields()) {
            if (f.getType() == Variant.class && Modifier.isPublic(f.getModifiers())) {
                declared.add((Variant) f.get(null));
            }
        }
        assertEquals(declared, Variants.registry().all());
    }

    @Test
    void aDuplicateIdIsRefused() {
        assertThrows(IllegalStateException.class,
                () -> new VariantRegistry(List.of(Variants.TURKISH, Variants.TURKISH)));
    }

    @Test
    void aDerivedVariantKeepsWhatItDoesNotChange() {
        Rules brazilian = Variants.BRAZILIAN.rules();
        assertEquals(Variants.INTERNATIONAL.rules().withBoard(Board.DIAGONAL_8_ALGEBRAIC).withMenOnRanks(1, 3),
                brazilian);
        assertEquals(Variants.TURKISH.rules(), Variants.TURKISH.rules().withEndRules().withoutEndRules());
    }

    @Test
    void noLegalMoveLosesUnlessTheVariantSaysItWins() {
        assertEquals(List.of(EndRule.NO_LEGAL_MOVE_LOSES, EndRule.THREEFOLD_REPETITION, EndRule.KING_MOVES_ONLY_25,
                EndRule.SIXTEEN_MOVES_ENDGAME, EndRule.FIVE_MOVES_ENDGAME), List.of(Variants.INTERNATIONAL.ruleSet.endRules));
        assertEquals(List.of(EndRule.NO_LEGAL_MOVE_WINS, EndRule.THREEFOLD_REPETITION),
                List.of(Variants.ANTIDRAUGHTS.ruleSet.endRules));
    }
}
